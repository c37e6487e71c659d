export LANG=C
