# chiave - a #2 chess problem solver.  `make run` builds and solves a bundled problem;
# `make check` runs the unit tests (Check) and the corpus tests.
CC      ?= gcc
CFLAGS  ?= -O2
override CFLAGS += -std=c17 -Wall -Wextra -Werror -pthread -D_GNU_SOURCE -I.
# The release build leaves the engine's assert()s out; `make DEBUG=1` (into
# build-debug/) and the sanitizer build of `make check` keep them.
ifeq ($(DEBUG),)
override CFLAGS += -DNDEBUG
BUILD   ?= build
BIN     ?= chiave
else
BUILD   ?= build-debug
BIN     ?= $(BUILD)/chiave
endif
SHARED  ?= ../shared
CORPUS  := $(SHARED)/corpus

# The targets that read the reference data stop at once when it is missing.
NEEDS_SHARED := check index-check corpus perft-check mirror-check roundtrip-check themes-check themes-parts phases-check aids-check io-check check-asan bench bench-callgrind analysis-lines theme-counts
ifneq ($(filter $(NEEDS_SHARED),$(MAKECMDGOALS)),)
ifneq ($(words $(wildcard $(CORPUS)/dev.epd $(CORPUS)/dev.expected.jsonl $(CORPUS)/perft.epd)),3)
$(error reference data not found in $(SHARED) (set SHARED=DIR))
endif
endif

# Debian packages, checked once when make starts (tests/ensure-deps.sh installs
# the missing ones as root, else names them and make stops). BUILD_PKGS build and
# run chiave; TEST_PKGS only the targets of TEST_GOALS need (npm comes with
# browser-check). Add a package to the list of what needs it.
BUILD_PKGS := libjansson-dev libyaml-dev libmicrohttpd-dev gettext pkg-config xxd \
              librsvg2-dev libcairo2-dev fonts-dejavu-core libsqlite3-dev
TEST_PKGS  := check strace chromium groff-base curl clang-14 libclang-rt-14-dev \
              texlive-latex-base texlive-games texlive-pstricks poppler-utils jq
TEST_GOALS := check unit corpus perft-check mirror-check roundtrip-check themes-check phases-check \
              aids-check batch-kill io-check diagram-check index-check serve-check browser-check check-asan install-check makefile-check \
              fuzz fuzz-build fuzz-check \
              $(BUILD)/check_chiave
# Goals that build nothing; sub-makes pass DEPS_CHECKED=1 (checked already).
NO_DEPS_GOALS := clean uninstall layout-check pot
ENSURE_DEPS ?= ./tests/ensure-deps.sh
ifeq ($(DEPS_CHECKED),)
ifneq ($(or $(filter-out $(NO_DEPS_GOALS),$(MAKECMDGOALS)),$(if $(MAKECMDGOALS),,all)),)
DEPS_PKGS := $(BUILD_PKGS) $(if $(filter $(TEST_GOALS),$(MAKECMDGOALS)),$(TEST_PKGS)) \
             $(if $(filter bench-callgrind,$(MAKECMDGOALS)),valgrind) \
             $(if $(filter theme-counts,$(MAKECMDGOALS)),jq)
ifneq ($(shell $(ENSURE_DEPS) $(DEPS_PKGS) >&2 || echo failed),)
$(error Debian packages missing (named above))
endif
endif
endif

# The tests read no user's defaults (solver/cli/defaults.c): no config file,
# no language from the environment; the tests of the defaults set their own.
# themes-labels, theme-counts and themes-parts need no test tools, but solve with the defaults alike.
LABEL_GOALS := themes-labels labels-check theme-counts themes-parts
$(TEST_GOALS) $(LABEL_GOALS): export XDG_CONFIG_HOME := /nonexistent/chiave-tests
$(TEST_GOALS) $(LABEL_GOALS): export CHIAVE_LANG :=
$(TEST_GOALS) $(LABEL_GOALS): export LC_ALL :=
$(TEST_GOALS) $(LABEL_GOALS): export LC_MESSAGES :=
$(TEST_GOALS) $(LABEL_GOALS): export LANG :=

LIB_SRC  := $(filter-out solver/cli/main.c,$(wildcard solver/*.c solver/*/*.c fen/*.c fen/*/*.c themes/*.c))
# The version: VERSION_BASE, and the commit from git when there is one.
VERSION_BASE := 0.1
GIT_DESC     := $(shell git describe --tags --always --dirty 2>/dev/null)
VERSION      := $(VERSION_BASE)$(if $(GIT_DESC), (git $(GIT_DESC)))
VERSION_OBJ  := $(BUILD)/version.o
# The page of `chiave serve`, built into the binary (solver/serve/assets.h).
# The piece set is the diagrams' (solver/diagram/pieces.svg), served as /assets/pieces.svg.
ASSETS    := $(sort $(wildcard solver/serve/assets/*) solver/diagram/pieces.svg)
ASSET_OBJ := $(BUILD)/gen/serve_assets.o
PIECES_OBJ := $(BUILD)/gen/diagram_pieces.o
LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/%.o) $(ASSET_OBJ) $(PIECES_OBJ)
MAIN_OBJ := $(BUILD)/solver/cli/main.o
TEST_SRC := $(wildcard tests/*/test_*.c tests/*/*/test_*.c) tests/check_main.c \
            tests/corpus/record_normalise.c
TEST_OBJ := $(TEST_SRC:%.c=$(BUILD)/%.o)

JSON_CFLAGS = $(shell pkg-config --cflags jansson 2>/dev/null)
JSON_LIBS   = $(shell pkg-config --libs jansson 2>/dev/null || echo -ljansson)
YAML_CFLAGS = $(shell pkg-config --cflags yaml-0.1 2>/dev/null)
YAML_LIBS   = $(shell pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
CHECK_CFLAGS = $(shell pkg-config --cflags check 2>/dev/null)
CHECK_LIBS   = $(shell pkg-config --libs check 2>/dev/null || echo -lcheck)
MHD_CFLAGS  = $(shell pkg-config --cflags libmicrohttpd 2>/dev/null)
MHD_LIBS    = $(shell pkg-config --libs libmicrohttpd 2>/dev/null || echo -lmicrohttpd)
# The diagrams' PNG and PDF: librsvg draws the SVG on a cairo surface.
RSVG_CFLAGS = $(shell pkg-config --cflags librsvg-2.0 cairo-pdf cairo-png 2>/dev/null)
RSVG_LIBS   = $(shell pkg-config --libs librsvg-2.0 cairo-pdf cairo-png 2>/dev/null || echo -lrsvg-2 -lcairo -lgobject-2.0 -lglib-2.0)
# The index of `chiave index` and `chiave find` (solver/index/).
SQLITE_CFLAGS = $(shell pkg-config --cflags sqlite3 2>/dev/null)
SQLITE_LIBS   = $(shell pkg-config --libs sqlite3 2>/dev/null || echo -lsqlite3)
LDLIBS  = $(JSON_LIBS) $(YAML_LIBS) $(MHD_LIBS) $(RSVG_LIBS) $(SQLITE_LIBS) -lm

# Translations of the text report (GNU gettext): solver/report/po/LANG.po is
# compiled into $(BUILD)/locale/LANG/LC_MESSAGES/chiave.mo, where the program
# built here finds it (an installed one reads PREFIX/share/locale).
PO_DIR := solver/report/po
LANGS  := it de fr
MO     := $(LANGS:%=$(BUILD)/locale/%/LC_MESSAGES/chiave.mo)
$(BUILD)/solver/report/tr.o: override CFLAGS += -DCHIAVE_BUILD_LOCALEDIR='"$(abspath $(BUILD))/locale"'

.PHONY: all run check makefile-check unit diagram-check corpus roundtrip-check themes-check themes-parts phases-check aids-check perft-check mirror-check batch-kill io-check index-check layout-check bench bench-callgrind clean deps check-asan fuzz fuzz-build fuzz-check serve-check browser-check analysis-lines report-width theme-counts pot glossary FORCE install uninstall install-check themes-labels labels-check
all: $(BIN)

# The packages of every target, tests included.
deps:
	@$(ENSURE_DEPS) $(BUILD_PKGS) $(TEST_PKGS)

$(BIN): $(MAIN_OBJ) $(VERSION_OBJ) $(LIB_OBJ) | $(MO)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# Rewritten only when the version changes, so nothing is rebuilt for nothing.
$(BUILD)/version.c: FORCE
	@mkdir -p $(BUILD)
	@printf 'const char chiave_version[] = "%s";\n' '$(VERSION)' > $@.tmp
	@if cmp -s $@.tmp $@; then rm $@.tmp; else mv $@.tmp $@; fi

$(VERSION_OBJ): $(BUILD)/version.c
	$(CC) $(CFLAGS) -c -o $@ $<

FORCE:

$(BUILD)/locale/%/LC_MESSAGES/chiave.mo: $(PO_DIR)/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

# After changing the report's words: the template from the sources, merged
# into each language's catalogue, entries no source uses any more dropped (then
# translate what msgmerge marks).
XGETTEXT := xgettext --language=C --from-code=UTF-8 --keyword=tr:2 --keyword=T:2 --keyword=N_ \
            --keyword=tr_n:2,3 --keyword=tr_c:2c,3 --keyword=NC_:1c,2 \
            --add-comments=TRANSLATORS: --package-name=chiave --no-location --no-wrap --sort-output
PO_SRC   := themes/theme_list.h solver/report/*.c solver/cli/*.c solver/compare/*.c solver/aids/*.c solver/serve/*.c \
            solver/diagram/*.c
pot:
	$(XGETTEXT) -o $(PO_DIR)/chiave.pot $(PO_SRC)
	for l in $(LANGS); do msgmerge --quiet --no-wrap --update --backup=none $(PO_DIR)/$$l.po $(PO_DIR)/chiave.pot \
	    && msgattrib --no-wrap --no-obsolete -o $(PO_DIR)/$$l.po $(PO_DIR)/$$l.po || exit 1; done

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(JSON_CFLAGS) $(YAML_CFLAGS) $(CHECK_CFLAGS) $(MHD_CFLAGS) $(RSVG_CFLAGS) $(SQLITE_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/gen/serve_assets.c: $(ASSETS) solver/serve/embed_assets.sh
	@mkdir -p $(dir $@)
	./solver/serve/embed_assets.sh $@ $(ASSETS)

$(ASSET_OBJ): $(BUILD)/gen/serve_assets.c
	$(CC) $(CFLAGS) -c -o $@ $<

# The piece sprite built into the binary as diagram_pieces_svg[] (solver/diagram/pieces.h).
$(BUILD)/gen/diagram_pieces.c: solver/diagram/pieces.svg
	@mkdir -p $(dir $@)
	{ echo '/* Generated from solver/diagram/pieces.svg by the Makefile: do not edit. */'; \
	  echo 'const unsigned char diagram_pieces_svg[] = {'; xxd -i < $<; echo ', 0x00 };'; } > $@.tmp
	mv $@.tmp $@

$(PIECES_OBJ): $(BUILD)/gen/diagram_pieces.c
	$(CC) $(CFLAGS) -c -o $@ $<

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

$(BUILD)/check_chiave: $(TEST_OBJ) $(LIB_OBJ) | $(MO)
	$(CC) $(CFLAGS) -o $@ $^ $(CHECK_LIBS) $(LDLIBS)

CORPUS_TOOL_OBJ := $(BUILD)/tests/corpus/record_normalise.o $(LIB_OBJ)
$(BUILD)/corpus_check: $(BUILD)/tests/corpus/corpus_check.o $(CORPUS_TOOL_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/mirror_check: $(BUILD)/tests/corpus/mirror_check.o $(CORPUS_TOOL_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/roundtrip_check: $(BUILD)/tests/corpus/roundtrip_check.o $(CORPUS_TOOL_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/themes_consistency: $(BUILD)/tests/corpus/themes_consistency.o $(BUILD)/tests/corpus/consistency_key.o \
                             $(BUILD)/tests/corpus/changed_defences.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# The parts of each theme's definition in the records' motives (jansson, no engine).
PARTS_OBJ := $(BUILD)/tests/corpus/themes_parts.o $(BUILD)/tests/corpus/parts_rules.o \
             $(BUILD)/tests/corpus/parts_record.o $(BUILD)/tests/corpus/parts_board.o \
             $(BUILD)/tests/corpus/parts_defences.o
$(BUILD)/themes_parts: $(PARTS_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(JSON_LIBS)

$(BUILD)/phases_check: $(BUILD)/tests/corpus/phases_check.o $(BUILD)/tests/corpus/phases_record.o \
                      $(BUILD)/tests/corpus/phases_themes.o $(BUILD)/tests/corpus/phases_men.o \
                      $(BUILD)/tests/corpus/phases_corrections.o \
                      $(BUILD)/tests/corpus/phases_zagoruiko.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/aids_check: $(BUILD)/tests/corpus/aids_check.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# The comparer of `make themes-labels` (tests/labels/): jansson and libyaml, no engine.
LABELS_OBJ := $(patsubst %.c,$(BUILD)/%.o,$(wildcard tests/labels/*.c))
$(BUILD)/themes_labels: $(LABELS_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(JSON_LIBS) $(YAML_LIBS)

# themes/GLOSSARY.md, from the table of themes (themes/theme_list.h).
$(BUILD)/make_glossary: $(BUILD)/tests/themes/make_glossary.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

glossary: $(BUILD)/make_glossary
	$(BUILD)/make_glossary > themes/GLOSSARY.md.tmp && mv themes/GLOSSARY.md.tmp themes/GLOSSARY.md

# Installation under PREFIX (staged under DESTDIR): the program, its manual
# page, its bash completion and the translations.
PREFIX  ?= /usr/local
BINDIR  := $(DESTDIR)$(PREFIX)/bin
MAN1DIR := $(DESTDIR)$(PREFIX)/share/man/man1
COMPDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
LOCDIR  := $(DESTDIR)$(PREFIX)/share/locale
INSTALLED := $(BINDIR)/chiave $(MAN1DIR)/chiave.1 $(COMPDIR)/chiave \
             $(LANGS:%=$(LOCDIR)/%/LC_MESSAGES/chiave.mo)

install: $(BIN) $(MO)
	install -D -m 755 $(BIN) $(BINDIR)/chiave
	install -D -m 644 solver/cli/chiave.1 $(MAN1DIR)/chiave.1
	install -D -m 644 solver/cli/chiave.bash $(COMPDIR)/chiave
	for l in $(LANGS); do \
	    install -D -m 644 $(BUILD)/locale/$$l/LC_MESSAGES/chiave.mo $(LOCDIR)/$$l/LC_MESSAGES/chiave.mo || exit 1; done

uninstall:
	rm -f $(INSTALLED)

# make install and make uninstall, staged in a temporary directory.
install-check: $(BIN) $(MO)
	./tests/solver/cli/install_check.sh

run: $(BIN)
	./$(BIN) solve problems/polgar-307.fen

# The cli suite runs the program too (../chiave).
unit: $(BUILD)/check_chiave $(BIN)
	cd tests && ../$(BUILD)/check_chiave

perft-check: $(BIN)
	./tests/perft_check.sh ./$(BIN) $(CORPUS)/perft.epd tests/data/perft_small.epd

corpus: $(BUILD)/corpus_check
	$(BUILD)/corpus_check $(CORPUS)/dev.epd $(CORPUS)/dev.expected.jsonl

# Every problem and its colour mirror (Black to move) give mirrored records.
mirror-check: $(BUILD)/mirror_check
	$(BUILD)/mirror_check $(CORPUS)/dev.epd

# Every corpus problem written as Popeye input, YAML, EPD and FEN reads back
# as the same position, and (Popeye, YAML) solves to the same record.
roundtrip-check: $(BUILD)/roundtrip_check
	$(BUILD)/roundtrip_check $(CORPUS)/dev.epd $(CORPUS)/dev.expected.jsonl

# The themes analysis never contradicts the solution tree, over the whole corpus.
themes-check: $(BUILD)/themes_consistency
	$(BUILD)/themes_consistency $(CORPUS)/dev.epd

# Every theme entry's defining parts in its record's motives (tests/README.md, "Parts of
# the themes"): chiave's records of the corpus, the labelled set and problems/, one
# record file per problem of problems/ (whose FEN files carry no id), read by themes_parts.
PARTS_DIR := $(BUILD)/parts
themes-parts: $(BIN) $(BUILD)/themes_parts
	@rm -rf $(PARTS_DIR) && mkdir -p $(PARTS_DIR)/problems
	./$(BIN) batch --no-progress $(CORPUS)/dev.epd > $(PARTS_DIR)/corpus.jsonl
	./$(BIN) batch --no-progress $(LABELS) > $(PARTS_DIR)/labels.jsonl
	@for f in problems/*.fen; do ./$(BIN) batch --no-progress $$f > $(PARTS_DIR)/$${f%.fen}.jsonl \
	    2> $(PARTS_DIR)/batch.err || { cat $(PARTS_DIR)/batch.err; exit 1; }; done
	$(BUILD)/themes_parts $(PARTS_DIR)/corpus.jsonl $(PARTS_DIR)/labels.jsonl $(PARTS_DIR)/problems/*.jsonl

# The themes across phases, worked out again from Popeye's records.
phases-check: $(BUILD)/phases_check
	$(BUILD)/phases_check $(CORPUS)/dev.epd $(CORPUS)/dev.expected.jsonl

# Economy and repair over the corpus, each claim re-solved apart: every
# version of the cooked problems sound with the intended key, every
# superfluous man really superfluous.
aids-check: $(BUILD)/aids_check
	$(BUILD)/aids_check $(CORPUS)/dev.epd 2

# How long the Analysis of the text report is over the corpus (solver/report/README.md "The Analysis").
analysis-lines: $(BIN)
	./tests/corpus/analysis_lines.sh ./$(BIN) $(CORPUS)/dev.epd

# How many corpus problems show each theme, in how many entries (tests/corpus/theme_counts.sh):
# the figures the theme notes do not keep by hand.
theme-counts: $(BIN)
	./tests/corpus/theme_counts.sh ./$(BIN) $(CORPUS)/dev.epd

# No line of the text report wider than 100 characters, in any language, with and without
# --why, over the corpus.
report-width: $(BIN)
	./tests/corpus/report_width.sh ./$(BIN) $(CORPUS)/dev.epd

# chiave's themes against those composers, editors and judges named
# (tests/data/themes-labels.yaml, tests/labels/README.md): recall and
# precision per theme, every disagreement named. Not a gate on the numbers.
LABELS := tests/data/themes-labels.yaml
themes-labels: $(BIN) $(BUILD)/themes_labels
	./$(BIN) batch $(LABELS) > $(BUILD)/themes-labels.jsonl
	$(BUILD)/themes_labels -v $(LABELS) $(BUILD)/themes-labels.jsonl

# Part of `make check`: the comparer counts right on a hand-made input, refuses
# bad labels, and chiave confirms every published key of the collection.
labels-check: $(BIN) $(BUILD)/themes_labels
	./tests/labels/labels_check.sh ./$(BIN) $(BUILD)/themes_labels $(LABELS)

# A batch run killed mid-way loses no finished record; --resume completes it.
batch-kill: $(BIN)
	./tests/solver/batch/batch_kill.sh ./$(BIN) tests/data/batch/polgar100.epd

# The commands under I/O faults and hostile input: read errors injected with
# strace, full disks, closed descriptors, a locked --resume OUT, endless lines;
# and as a careless one (nothing_lost.sh): a foreign OUT, an input that is also
# the output, many YAML twins, inputs that made appends quadratic.
io-check: $(BIN)
	./tests/solver/cli/io_faults.sh ./$(BIN) $(CORPUS)/dev.epd
	./tests/solver/cli/nothing_lost.sh ./$(BIN)

# What the Makefile asks of tests/ensure-deps.sh for which goals, and which
# builds keep assertions.
makefile-check:
	./tests/make/makefile_check.sh $(SHARED)

# The rooms of README's Code map and the one-way dependencies between them.
layout-check:
	./tests/layout/layout_check.sh

# `chiave diagram` as a user runs it: SVG, PNG, PDF (pdfinfo, pdftoppm) and
# LaTeX typeset with the package chess-problem-diagrams (TeX Live and poppler
# are in TEST_PKGS). The PNG and a PDF page go to $(BUILD)/diagrams for a
# person to look at.
diagram-check: $(BIN)
	./tests/solver/cli/diagram_check.sh ./$(BIN) $(BUILD)/diagrams

# `chiave index` and `chiave find` (jq reads batch's records to compare).
index-check: $(BIN)
	./tests/solver/index/index_check.sh ./$(BIN) $(CORPUS)/dev.epd

# The workbench (`chiave serve`): its JSON API with curl, the server under load
# and attack (attack_check.sh: bash, loopback only), and its page in
# headless chromium driven by puppeteer-core (pinned in tests/solver/serve/browser/,
# installed by npm ci into $(BUILD)/npm); the screenshots go to $(BUILD)/screenshots.
serve-check: $(BIN)
	./tests/solver/serve/api_check.sh ./$(BIN) tests/data
	./tests/solver/serve/save_check.sh ./$(BIN) tests/data
	./tests/solver/serve/attack_check.sh ./$(BIN)

BROWSER_DIR := tests/solver/serve/browser
NPM_DIR     := $(BUILD)/npm
$(NPM_DIR)/.installed: $(BROWSER_DIR)/package.json $(BROWSER_DIR)/package-lock.json
	@command -v npm >/dev/null 2>&1 || $(ENSURE_DEPS) nodejs npm
	@mkdir -p $(NPM_DIR)
	cp $^ $(NPM_DIR)/
	cd $(NPM_DIR) && npm ci --no-audit --no-fund --ignore-scripts --loglevel=error
	@touch $@

browser-check: $(BIN) $(NPM_DIR)/.installed
	rm -rf $(BUILD)/screenshots
	CHIAVE=./$(BIN) SHOTS=$(BUILD)/screenshots DATA=tests/data NODE_PATH=$(NPM_DIR)/node_modules \
	    node --test $(sort $(wildcard $(BROWSER_DIR)/*.test.js))

check: layout-check makefile-check unit perft-check corpus mirror-check roundtrip-check themes-check themes-parts phases-check labels-check aids-check report-width batch-kill io-check diagram-check index-check serve-check browser-check check-asan fuzz-check install-check

# Sanitizers (part of `make check`): the unit tests, the corpus, the workbench's
# API and the fuzz harnesses on their seeds and crash reproducers (tests/fuzz/repro/), built with
# AddressSanitizer and UndefinedBehaviorSanitizer in build-asan/.
ASAN_BUILD   := build-asan
SAN_CFLAGS   := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_TARGETS := $(patsubst tests/fuzz/%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
# fontconfig (under librsvg, the diagrams) keeps what it allocates for good: tests/lsan.supp.
LSAN_ENV     := LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0

.SECONDARY: $(FUZZ_TARGETS:%=$(BUILD)/tests/fuzz/%.o) $(BUILD)/tests/fuzz/replay_main.o
$(BUILD)/fuzz-replay/%: $(BUILD)/tests/fuzz/%.o $(BUILD)/tests/fuzz/replay_main.o $(LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# Check's per-test timeouts are liveness bounds; the sanitizers make every
# test several times slower, so the unit run gets a multiplier, not each test.
check-asan: $(BIN)
	CFLAGS="$(SAN_CFLAGS)" \
	    $(MAKE) --no-print-directory DEPS_CHECKED=1 DEBUG=1 BUILD=$(ASAN_BUILD) BIN=$(ASAN_BUILD)/chiave $(ASAN_BUILD)/check_chiave \
	    $(ASAN_BUILD)/corpus_check $(FUZZ_TARGETS:%=$(ASAN_BUILD)/fuzz-replay/%) $(ASAN_BUILD)/chiave
	cd tests && CK_TIMEOUT_MULTIPLIER=4 UBSAN_OPTIONS=print_stacktrace=1 $(LSAN_ENV) ../$(ASAN_BUILD)/check_chiave
	UBSAN_OPTIONS=print_stacktrace=1 $(ASAN_BUILD)/corpus_check $(CORPUS)/dev.epd $(CORPUS)/dev.expected.jsonl
	UBSAN_OPTIONS=print_stacktrace=1 $(LSAN_ENV) ./tests/solver/serve/api_check.sh $(ASAN_BUILD)/chiave tests/data
	UBSAN_OPTIONS=print_stacktrace=1 $(LSAN_ENV) ./tests/solver/serve/save_check.sh $(ASAN_BUILD)/chiave tests/data
	@for t in $(FUZZ_TARGETS); do \
	    UBSAN_OPTIONS=print_stacktrace=1 $(ASAN_BUILD)/fuzz-replay/$$t tests/fuzz/seeds/$$t tests/fuzz/repro/$$t || exit 1; done

# libFuzzer (clang): each harness of tests/fuzz/ for FUZZ_SECONDS, one after
# the other (FUZZ_TARGETS=fuzz_solve for one), working corpora in build-fuzz/.
FUZZ_BUILD   := build-fuzz
FUZZ_CC      ?= clang-14
FUZZ_SECONDS ?= 60

$(BUILD)/fuzz/%: $(BUILD)/tests/fuzz/%.o $(LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -fsanitize=fuzzer -o $@ $^ $(LDLIBS)

fuzz-build:
	CFLAGS="$(SAN_CFLAGS) -fsanitize=fuzzer-no-link" $(MAKE) --no-print-directory DEPS_CHECKED=1 DEBUG=1 CC=$(FUZZ_CC) \
	    BUILD=$(FUZZ_BUILD) $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/fuzz/%)

fuzz: fuzz-build
	./tests/fuzz/run.sh $(FUZZ_BUILD) $(FUZZ_SECONDS) $(FUZZ_TARGETS)

# Part of `make check`: the libFuzzer targets built with clang and run once on
# each of their seeds and reproducers (seconds), so that `make fuzz` cannot rot.
fuzz-check: fuzz-build
	./tests/fuzz/replay.sh $(FUZZ_BUILD) $(FUZZ_TARGETS)

$(BUILD)/bench: $(BUILD)/tests/bench/bench.o $(LIB_OBJ)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

# Solver and perft speed; Stockfish's perft beside ours when it is installed.
bench: $(BUILD)/bench $(BIN)
	$(BUILD)/bench $(CORPUS)/perft.epd $(CORPUS)/dev.epd
	./tests/bench/index_bench.sh ./$(BIN) $(CORPUS)/dev.epd $(BUILD)/bench-index
	@./tests/bench/stockfish_perft.sh $(CORPUS)/perft.epd

# What the themes and the JSON records add to the search, in instructions
# (callgrind) over the first 400 problems of the collection.
bench-callgrind: $(BUILD)/bench
	./tests/bench/callgrind.sh $(BUILD)/bench $(CORPUS)/dev.epd 400

clean:
	rm -rf $(BUILD) $(BIN) build-debug
