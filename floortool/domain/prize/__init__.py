"""Domain layer: the prize pool, payout tables and payouts, deals and ICM."""
