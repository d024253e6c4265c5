#include <pocketsphinx.h>
#include <sphinxbase/jsgf.h>
#include <sphinxbase/err.h>
