// stub of xterm.js (tests only)
