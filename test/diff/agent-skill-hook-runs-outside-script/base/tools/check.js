require('./lib.js');
