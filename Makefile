# make demo  — the demo (installs missing system packages first)
# make test  — every test
# make bench — benchmarks (release build)
SWIFT ?= swift
APT_PACKAGES := libpocketsphinx-dev pocketsphinx-en-us espeak-ng sox libwebkitgtk-6.0-dev libgtk-4-dev xvfb xauth

.PHONY: deps build test demo bench clean

deps:
	@scripts/install-deps.sh $(APT_PACKAGES)

build: deps
	$(SWIFT) build --build-tests

test: build
	$(SWIFT) test --skip-build

demo: deps
	$(SWIFT) build --product avanues
	scripts/demo.sh

bench: deps
	$(SWIFT) build -c release --product GrammarBench
	.build/release/GrammarBench Tests/CLITests/Cases

clean:
	rm -rf .build
