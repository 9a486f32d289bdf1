"""Domain: the room display's layouts (regions of the screen and what each shows)."""
