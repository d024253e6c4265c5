#!/usr/bin/env bash
# The demo: the command grammar reading spoken commands in five locales, then the browser carrying out commands
# on a bundled page in the real engine (headless under Xvfb when there is no display), with a screenshot per step.
set -euo pipefail
bin=${AVANUES:-.build/debug/avanues}
out=${DEMO_OUTPUT:-demo-output}
mkdir -p "$out"
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
echo "== the page layer: demo/shop.html in WebKitGTK"
page=demo/shop.html
step=0
run() {
  step=$((step + 1))
  local shot="$out/step-$step.png"
  # each step replays the commands so far on a fresh page, so every screenshot shows that state
  "$bin" run "$page" "${@/#/--say=}" --screenshot "$shot" 2>/dev/null | tail -n 1 | sed 's/^/   /'
}
run "show numbers"
run "show numbers" "click 4"
run "show numbers" "click 4" "type running shoes"
run "show numbers" "click 4" "type running shoes" "click search"
run "show numbers" "click 4" "type running shoes" "click search" "click 6"
run "show numbers" "click delivery and returns"
run "show numbers" "scroll down"
echo "Screenshots: $out/step-1.png … $out/step-$step.png"

echo
echo "== speech on the device: spoken commands (made with espeak-ng) heard by PocketSphinx, then carried out"
speak() {
  local text=$1 file=$2
  espeak-ng -v en-us -s 150 -w "$file.espeak.wav" "$text"
  sox "$file.espeak.wav" -r 16000 -c 1 -b 16 "$file" pad 0.4 0.8
  rm -f "$file.espeak.wav"
}
speak "show numbers" "$out/spoken-1.wav"
speak "zoom out" "$out/spoken-2.wav"
heard=()
while IFS= read -r line; do
  echo "   $line"
  heard+=("$(printf '%s' "$line" | python3 -c 'import json,sys; print(json.load(sys.stdin)["text"])')")
done < <("$bin" transcribe --json "$out/spoken-1.wav" "$out/spoken-2.wav")
step=$((step + 1))
"$bin" run "$page" "${heard[@]/#/--say=}" --screenshot "$out/step-$step.png" 2>/dev/null | tail -n 2 | sed 's/^/   /'
echo "Spoken commands: $out/spoken-1.wav, $out/spoken-2.wav; their result: $out/step-$step.png"
