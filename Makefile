# make demo  — the demo (installs missing system packages first)
# make test  — every test
# make bench — benchmarks (release build)
SWIFT ?= swift
# Release builds carry the Swift runtime and Foundation inside the executable (what a person would be given):
# the window's process maps 5 MiB less and starts without resolving them; linked by lld with packed relative
# relocations (glibc 2.36+), its 93,000 relocations take 18 KiB instead of 2.2 MiB (docs/measurements.md).
RELEASE = $(SWIFT) build -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
APT_PACKAGES := libpocketsphinx-dev pocketsphinx-en-us pocketsphinx-testdata libpulse-dev espeak-ng sox \
  sphinxtrain sphinxbase-utils pocketsphinx \
  libwebkitgtk-6.0-dev libgtk-4-dev xvfb xauth xdotool libsqlite3-dev

.PHONY: deps build test demo bench eval-scraper eval-speech eval-nlu nlu-model clean

CORPORA ?= ../shared/corpora
# GTK/WebKit programs get a display from Xvfb when there is none.
HEADLESS = $(if $(DISPLAY)$(WAYLAND_DISPLAY),,xvfb-run -a -s "-screen 0 1280x1024x24 -noreset")
PAGE_ENV = GTK_A11Y=none GSK_RENDERER=cairo

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build --build-tests

# One Xvfb server for the whole run when there is no display (parallel tests would race for display numbers).
# A whole run takes minutes; one that hangs is stopped after 40 (each program a test starts has its own limit).
# Swift's out-of-process crash backtracer can hang with WebKit loaded, holding the output open: off for the test
# process (the avanues processes it starts write their own crash report).
test: build
	scripts/check-apple.sh
	SWIFT_BACKTRACE=enable=no $(PAGE_ENV) $(HEADLESS) timeout -k 30 2400 $(SWIFT) test --skip-build

demo: deps
	$(SWIFT) build --product avanues
	$(PAGE_ENV) $(HEADLESS) scripts/demo.sh

bench: deps
	$(RELEASE) --product GrammarBench
	$(RELEASE) --product PageBench
	$(RELEASE) --product StorageBench
	$(RELEASE) --product avanues
	.build/release/StorageBench 100000 1000
	.build/release/GrammarBench Tests/CLITests/Cases
	$(PAGE_ENV) $(HEADLESS) .build/release/PageBench \
	  --group=aria-practices $$(ls $(CORPORA)/aria-practices/content/patterns/*/examples/*.html 2>/dev/null) \
	  --group=10000-elements --repeat=7 Tests/Fixtures/pages/big.html
	$(PAGE_ENV) $(HEADLESS) python3 scripts/bench-window.py --avanues .build/release/avanues --runs 7
	.build/release/avanues nlu eval | grep -E '^==|latency|all locales'

# Scraper against Chromium's accessibility tree (test-only tools: chromium, websocket-client).
eval-scraper: deps
	@scripts/install-deps.sh chromium
	@python3 -c "import websocket" 2>/dev/null || pip install -q websocket-client
	$(SWIFT) build --product avanues
	python3 scripts/eval-scraper.py --corpora $(CORPORA)

# Speech: synthesized commands x noise levels, said by espeak-ng and by flite (test-only: flite,
# webrtcvad-wheels as the reference VAD). About 25 minutes on 2 cores.
eval-speech: deps
	@scripts/install-deps.sh flite
	@python3 -c "import numpy, webrtcvad" 2>/dev/null || pip install -q numpy webrtcvad-wheels
	$(RELEASE) --product avanues
	python3 scripts/eval-speech.py --avanues .build/release/avanues --synth espeak-ng
	python3 scripts/eval-speech.py --avanues .build/release/avanues --synth flite

# Free-phrasing model: held-out accuracy, confusions and calibration per locale, against a TF-IDF baseline
# (test-only: scikit-learn).
eval-nlu: deps
	@python3 -c "import sklearn" 2>/dev/null || pip install -q scikit-learn
	$(RELEASE) --product avanues
	.build/release/avanues nlu eval
	python3 scripts/nlu-baseline.py --avanues .build/release/avanues

# Retrain the shipped models after editing Sources/NLU/Resources/corpus (the tests check they match the corpus).
nlu-model:
	$(RELEASE) --product avanues
	.build/release/avanues nlu train --output Sources/NLU/Resources/models

clean:
	rm -rf .build
