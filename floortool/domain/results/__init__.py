"""Domain layer: eliminations and finishing places, corrections, results and bounties."""
