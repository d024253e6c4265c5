#!/usr/bin/env bash
# The demo for now: the command grammar reading a few spoken commands in each of the five locales.
set -euo pipefail
bin=${AVANUES:-.build/debug/avanues}
demo() {
  local locale=$1; shift
  echo "== $locale"
  printf '%s\n' "$@" | "$bin" parse --locale "$locale" - | sed 's/^/   /'
}
demo en-US "click five" "scroll down a little" "go to wikipedia" "search for running shoes" "open a new tab" \
  "read this article to me" "bookmark this" "I like turtles"
demo es-ES "haz clic en tres" "desplazar hacia abajo" "busca zapatillas para correr" "abre una pestaña privada"
demo fr-FR "clique sur quatre-vingt-dix-sept" "fais défiler vers le bas" "va sur wikipedia"
demo de-DE "klicke auf siebenundzwanzig" "nach unten scrollen" "lies mir diesen artikel vor"
demo hi-IN "तीन पर क्लिक करें" "नीचे स्क्रॉल करें" "विकिपीडिया खोलो" "तेईस दबाओ"
echo
echo "What can be said (en-US), first lines:"
"$bin" help-commands --locale en-US | head -12
