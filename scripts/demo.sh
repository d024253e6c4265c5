#!/usr/bin/env bash
# The demo: the command grammar reading commands in five locales, then the desktop voice browser on a bundled page,
# driven by spoken commands (headless under Xvfb when there is no display), with a screenshot of the window per step.
set -euo pipefail
bin=${AVANUES:-.build/debug/avanues}
out=${DEMO_OUTPUT:-demo-output}
mkdir -p "$out"
page=demo/shop.html
export GTK_A11Y=none

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
echo "== the desktop voice browser: demo/shop.html in the window, driven by spoken commands"
echo "   (each command is said by espeak-ng and goes through the same loop as the microphone:"
echo "    voice activity → PocketSphinx → grammar → page; a screenshot of the whole window after each)"
shots="$out/window"
rm -rf "$shots"
mkdir -p "$shots"
speak() {
  local text=$1 file=$2
  espeak-ng -v en-us -s 130 -w "$file.espeak.wav" "$text"
  sox "$file.espeak.wav" -r 16000 -c 1 -b 16 "$file" pad 0.4 0.8
  rm -f "$file.espeak.wav"
}
script=":shot $shots/step-0-start.png"$'\n'
n=0
for said in "show numbers" "click three" "scroll down" "go back"; do
  n=$((n + 1))
  speak "$said" "$shots/said-$n.wav"
  script+=":wav $shots/said-$n.wav"$'\n'":shot $shots/step-$n-${said// /-}.png"$'\n'
done
script+="open a new tab"$'\n'":shot $shots/step-5-typed-new-tab.png"$'\n'"help"$'\n'":shot $shots/step-6-help.png"$'\n'
printf '%s' "$script" | "$bin" browse "$page" --drive --no-onboarding --ephemeral 2>/dev/null | python3 scripts/demo-events.py
echo "Screenshots of each step: $shots/"
