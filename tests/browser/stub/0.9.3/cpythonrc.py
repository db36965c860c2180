# stub of pygbag 0.9.3 cpythonrc.py (tests only)
