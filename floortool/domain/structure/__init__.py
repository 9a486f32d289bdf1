"""Domain layer: blind structures, chip sets, the chip plan, colour-ups and the chip race;
files, editing and the generator.
"""
