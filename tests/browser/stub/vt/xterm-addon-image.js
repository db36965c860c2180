// stub of xterm-addon-image.js (tests only)
