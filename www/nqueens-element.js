// <n-queens>: the N-Queens walkthrough, explorer, board or counter as one
// custom element, for tutorial sites. One ES module, no framework, shadow DOM:
//
//   <script type="module" src="nqueens-element.js"></script>
//   <n-queens n="4" narration tree></n-queens>
//
// Every search runs in the wasm core through nqueens.js; this file only turns
// attributes into options and hands them to the view of the chosen mode
// (js/element/*-widget.js, built from the page's own views in js/), whose
// module is imported when the mode is first shown (js/element/widget-modules.js).
// Documentation: docs/embedding.md.
//
// Lifecycle: the first connection loads the wasm module (once per page,
// init() is idempotent) and the shared stylesheets, then renders. Attribute
// changes are batched into one update per microtask, applied earlier if the
// page reads `position` or `playing` or calls a method meanwhile; after an
// update, the changes of the following tasks wait for the next animation
// frame, so a burst of changes (one per task, as frameworks make them)
// costs one render per frame, not one per change (issue #27). Removing the element
// frees its wasm objects and stops its timers and workers; moving it within
// the page (remove + insert in the same task) keeps it running; adding it
// again after a removal renders it again, at the step it had reached.
//
// Languages: the Chinese strings are a module of their own (js/i18n/strings/zh.js,
// see loadLang in js/i18n/i18n.js), fetched the first time a widget on the page
// speaks Chinese. The first render waits for them with the wasm, and a
// change to a language not loaded yet keeps the language shown until its
// strings are in, so a Chinese widget never shows English text meanwhile.

import init from './nqueens.js';
import { el, focusWhenShown } from './js/ui/dom.js';
import { t, addStrings, loadLang, langLoaded, DEFAULT_LANG } from './js/i18n/i18n.js';
import {
  ATTRIBUTES,
  PROPERTIES,
  parseOptions,
  ignoredValues,
  parseHeadingLevel,
  parseMode,
  parseN,
  parseStep,
  parseSolution,
  parseSpeedIndex,
  parseControls,
  parseTheme,
  parseStepUnit,
  speedOf,
} from './js/element/options.js';
import { loadStyles } from './js/element/styles.js';
import ELEMENT_STRINGS from './js/i18n/strings/element.js';
import { errorText } from './js/engine/errors.js';
import { trackedApi, liveWasmObjects } from './js/element/tracking.js';
import { inlineSource } from './js/element/inline-source.js';
import { loadWidget, widgetFactory } from './js/element/widget-modules.js';
import { createHeadingLevels } from './js/element/headings.js';
import { keepHandledKeys } from './js/element/keys.js';
import { seekStepOf, describeArgument } from './js/element/player-model.js';

/** Runs `callback` at the next animation frame, or after 100 ms where frames do not come (a hidden tab). */
function atNextFrame(callback) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  globalThis.requestAnimationFrame?.(run);
  setTimeout(run, 100);
}

// This module's own origin (a CDN's, or the page's).
const MODULE_ORIGIN = new URL(import.meta.url).origin;

/**
 * Why the wasm or a stylesheet did not load, in `lang`. A fetch that fails
 * (a TypeError) from another origin than the page's is, most often, that
 * server's missing CORS header: the sentence names the origin and the header.
 */
function loadErrorText(lang, error) {
  const message = errorText(error);
  if (wasmBlockedByPolicy(error)) return t(lang, 'element.wasmBlocked');
  const crossOrigin = typeof location !== 'undefined' && MODULE_ORIGIN !== location.origin;
  if (crossOrigin && error instanceof TypeError) return t(lang, 'element.loadErrorCrossOrigin', { origin: MODULE_ORIGIN, message });
  return t(lang, 'element.loadError', { message });
}

/**
 * Whether the page's Content-Security-Policy refused to compile the wasm (no
 * 'wasm-unsafe-eval' in script-src). The browser's own message names only
 * 'unsafe-eval', which would allow eval() too: the widget names the
 * narrower keyword instead (Chromium: "… because 'unsafe-eval' is not an
 * allowed source …", Firefox: "… blocked by CSP", Safari: "… 'unsafe-eval'
 * or 'wasm-unsafe-eval' …").
 */
function wasmBlockedByPolicy(error) {
  const isCompileError = typeof WebAssembly !== 'undefined' && error instanceof WebAssembly.CompileError;
  return isCompileError && /unsafe-eval|Content.Security.Policy|\bCSP\b/i.test(errorText(error));
}

// Importing this module where there is no DOM (Node, server-side rendering)
// must not throw: the class then extends a stand-in and is not defined.
const Base = globalThis.HTMLElement ?? class {};

export class NQueensElement extends Base {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  /** Wasm objects held by all widgets on the page (every class of nqueens.js with free(): js/element/tracking.js): a leak check. */
  static get liveWasmObjects() {
    return liveWasmObjects();
  }

  #shadow;
  #internals = null;
  #container = null;
  #widget = null;
  #options = null; // what the widget shows
  #changed = new Set(); // attributes set since the last update
  #warned = new Set(); // the ignored values already told in the console
  #solutionCount = null; // { scope, count }: the solutions counted, when fewer than `solution` asked
  #updateQueued = false;
  #updating = false; // inside #update
  #updatedThisFrame = false; // an update ran since the last animation frame
  #mountToken = 0; // bumped to abandon a mount still loading
  #loading = false;
  #resume = null; // { mode, n, position } kept on removal, for re-adding
  #ready;
  #resolveReady;
  #headings;

  constructor() {
    super();
    addStrings(ELEMENT_STRINGS); // idempotent; here, not at import, so no bundler drops it
    this.#shadow = this.attachShadow({ mode: 'open' });
    this.#headings = createHeadingLevels(this.#shadow);
    keepHandledKeys(this.#shadow);
    // Default semantics without sprouting attributes on the author's tag.
    this.#internals = this.attachInternals?.() ?? null;
    if (this.#internals) this.#internals.role = 'group';
    this.#newReadyPromise();
  }

  // ---- lifecycle ------------------------------------------------------------

  connectedCallback() {
    // Properties set before the element was defined hide the accessors; replay them.
    for (const name of PROPERTIES) this.#upgradeProperty(name);
    if (this.#widget || this.#loading) return; // moved, or already loading
    this.#mount();
  }

  disconnectedCallback() {
    // A move is a removal followed by an insertion in the same task: wait a
    // microtask, and only free everything if the element is still out.
    queueMicrotask(() => {
      if (!this.isConnected) this.#unmount();
    });
  }

  attributeChangedCallback(name) {
    this.#changed.add(name);
    this.#queueUpdate(); // none before the first render: the mount reads every attribute
  }

  // ---- attributes reflected as properties ----------------------------------

  /** Board size, 1 to 32 (count mode: 1 to 21, quiz: 1 to 8); the mode's default when absent or invalid. */
  get n() {
    return parseN(this.getAttribute('n'), this.mode);
  }
  set n(value) {
    this.#setOptional('n', value);
  }

  /** 'walkthrough' | 'explore' | 'board' | 'count' | 'quiz' | 'play' (js/engine/catalog.js). */
  get mode() {
    return parseMode(this.getAttribute('mode'));
  }
  set mode(value) {
    this.#setOptional('mode', value);
  }

  /** The step to show (setting it seeks there); null when absent. The live step is `position`. */
  get step() {
    return parseStep(this.getAttribute('step'));
  }
  set step(value) {
    this.#setOptional('step', value);
  }

  /**
   * The solution shown, 1-based; null when absent. Past the last one the
   * widget shows solution 1, and says so once it has counted them: from
   * then on this reads 1, the value in use, as `n` does after a bad value.
   */
  get solution() {
    const k = parseSolution(this.getAttribute('solution'));
    const known = this.#solutionCount;
    return k !== null && known?.scope === this.#solutionScope(this.n) && k > known.count ? 1 : k;
  }
  set solution(value) {
    this.#setOptional('solution', value);
  }

  /** Playback speed in steps per second (snapped to the nearest available speed). */
  get speed() {
    return speedOf(parseSpeedIndex(this.getAttribute('speed')));
  }
  set speed(value) {
    this.#setOptional('speed', value);
  }

  /**
   * 'en' | 'zh': the attribute, else the nearest ancestor's lang, else English.
   * The attribute is observed; an ancestor's lang is only read at render and
   * on attribute changes (watching every ancestor would cost a MutationObserver each).
   */
  get lang() {
    return this.#readOptions().lang;
  }
  set lang(value) {
    this.#setOptional('lang', value);
  }

  /** The control parts shown, space-separated, or 'none'; set a list, 'none', or null for all. */
  get controls() {
    // 'none', not '': an empty attribute means all, so the value must round-trip.
    return [...parseControls(this.getAttribute('controls'))].join(' ') || 'none';
  }
  set controls(value) {
    this.#setOptional('controls', value);
  }

  // Boolean attributes' properties take booleans and the attribute's own
  // values too, as frameworks that set properties pass them (React 19 sets
  // `el.narration = ""` for narration=""): any string is on, like the attribute.
  get autoplay() {
    return this.hasAttribute('autoplay');
  }
  set autoplay(value) {
    this.#setBoolean('autoplay', value);
  }

  get narration() {
    return this.hasAttribute('narration');
  }
  set narration(value) {
    this.#setBoolean('narration', value);
  }

  get tree() {
    return this.hasAttribute('tree');
  }
  set tree(value) {
    this.#setBoolean('tree', value);
  }

  /**
   * The code view shown (a name of CODE_VIEWS in js/engine/catalog.js:
   * 'recursive', 'list', 'cpp', …), or false without a code panel. Set a
   * view's name (or any string: the attribute's value, an unknown name is
   * the default view), true for the default view, false or null for none.
   */
  get code() {
    return this.hasAttribute('code') ? this.#readOptions().codeView : false;
  }
  set code(value) {
    if (value === true) this.setAttribute('code', '');
    else if (typeof value === 'string') this.setAttribute('code', value);
    else this.removeAttribute('code');
  }

  /** 'event' or 'line': what a step of the code view's program is. */
  get by() {
    return parseStepUnit(this.getAttribute('by'));
  }
  set by(value) {
    this.#setOptional('by', value);
  }

  /**
   * 'auto' (the system's colour scheme) | 'light' | 'dark'. Applied by CSS
   * (element.css), so a change shows at once, without a render.
   */
  get theme() {
    return parseTheme(this.getAttribute('theme'));
  }
  set theme(value) {
    this.#setOptional('theme', value);
  }

  /** The level (1 to 6) of the widget's top headings; 2 when absent or invalid. */
  get headingLevel() {
    return parseHeadingLevel(this.getAttribute('heading-level'));
  }
  set headingLevel(value) {
    this.#setOptional('heading-level', value);
  }

  // ---- state ------------------------------------------------------------------

  /** The step shown now (walkthrough, explore, board at a step); null before the first render, in count mode and for a board's solution. */
  get position() {
    this.#flush();
    return this.#widget ? this.#widget.position : null;
  }

  /** Whether the walkthrough is playing (count mode: counting). */
  get playing() {
    this.#flush();
    return this.#widget ? this.#widget.playing : false;
  }

  /** Resolves once the widget has rendered (again after a re-add). */
  get ready() {
    return this.#ready;
  }

  // ---- methods ----------------------------------------------------------------

  /** Starts playing (count mode: starts counting). */
  play() {
    this.#whenRendered((widget) => widget.play());
  }

  /** Pauses (count mode: cancels the count). */
  pause() {
    this.#whenRendered((widget) => widget.pause());
  }

  stepForward() {
    this.#whenRendered((widget) => widget.stepForward());
  }

  stepBack() {
    this.#whenRendered((widget) => widget.stepBack());
  }

  /**
   * Goes to step k; resolves with the step reached (the last one if k is
   * past the end). A k that is not a whole number from 0 moves nothing: the
   * console says what seek takes, and it resolves with the step shown (a
   * mistake in a page's script must not break the page, nor jump silently).
   */
  seek(k) {
    const step = seekStepOf(k);
    if (step === null) {
      const call = `seek(${describeArgument(k)})`;
      this.#warnOnce(call, `${call} is ignored (the widget stays at its step): seek takes a whole number from 0.`);
      return this.#whenRendered((widget) => widget.position);
    }
    return this.#whenRendered((widget) => widget.seek(step).then(() => (this.#widget === widget ? widget.position : null)));
  }

  // ---- internals ----------------------------------------------------------------

  #upgradeProperty(name) {
    if (Object.hasOwn(this, name)) {
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
  }

  #setOptional(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  #setBoolean(name, value) {
    this.toggleAttribute(name, typeof value === 'string' || Boolean(value));
  }

  #readOptions() {
    // Without its own lang the widget speaks the language of the text around it.
    const scope = this.parentElement ?? this.getRootNode()?.host ?? null;
    const inheritedLang = scope?.closest('[lang]')?.getAttribute('lang') ?? null;
    // An edited program: an inline <script type="text/x-nqueens"> child (docs/embedding.md).
    return { ...parseOptions((name) => this.getAttribute(name), { inheritedLang }), source: inlineSource(this) };
  }

  #newReadyPromise() {
    this.#ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
  }

  // Runs `action` on the widget now (after the changes set before the call),
  // or once it has rendered.
  #whenRendered(action) {
    this.#flush();
    if (this.#widget) return action(this.#widget);
    return this.#ready.then(() => (this.#widget ? action(this.#widget) : null));
  }

  #showStatus(text, role = 'status') {
    const status = el(this.ownerDocument, 'p', { class: 'nq-element__status', part: 'status', role, text });
    this.#shadow.replaceChildren(status);
  }

  async #mount() {
    const token = ++this.#mountToken;
    this.#loading = true;
    const lang = this.#readOptions().lang;
    // The status too waits for the language's strings (at once for English);
    // if they cannot be loaded, t() falls back to English.
    const strings = loadLang(lang).catch(() => {});
    const showLoading = () => {
      if (token === this.#mountToken && this.#loading) this.#showStatus(t(lang, 'app.loading'));
    };
    if (langLoaded(lang)) showLoading();
    else strings.then(showLoading);
    let sheets;
    try {
      // The widget's modules too (widget-modules.js), for the mode it has once they are in.
      [sheets] = await Promise.all([loadStyles(), init(), strings, loadWidget(this.#readOptions())]);
      while (!widgetFactory(this.#readOptions())) await loadWidget(this.#readOptions());
    } catch (error) {
      if (token !== this.#mountToken) return;
      this.#loading = false; // a later re-insertion tries again
      // Not the page's "WebAssembly core" message: a stylesheet may be what failed.
      this.#showStatus(loadErrorText(lang, error), 'alert');
      this.#adoptStylesForNotice();
      return;
    }
    if (token !== this.#mountToken || !this.isConnected) return;
    this.#loading = false;
    this.#shadow.adoptedStyleSheets = sheets;
    this.#render();
    this.#resolveReady();
  }

  // A load error is a notice in the widget's own look (its frame, colours
  // and font), like its other error notices, not bare text in the page: the
  // styles are built from strings, so they are there whatever failed.
  #adoptStylesForNotice() {
    loadStyles().then((sheets) => {
      if (!this.#widget) this.#shadow.adoptedStyleSheets = sheets;
    }, () => {});
  }

  // The options to show now: the attributes, except a language whose
  // strings are still loading (its lang changed since the mount began, or
  // with this update): the language shown so far stays until they are in,
  // then an update switches to it.
  #optionsToShow() {
    this.#warnIgnored();
    const options = this.#readOptions();
    if (langLoaded(options.lang)) return options;
    const wanted = options.lang;
    const switchLater = () => {
      if (!this.#widget || this.#readOptions().lang !== wanted) return; // removed, or changed again
      this.#changed.add('lang');
      this.#queueUpdate();
    };
    // A failed load leaves the language shown; the next change tries again.
    loadLang(wanted).then(switchLater, () => {});
    options.lang = this.#options?.lang ?? DEFAULT_LANG;
    return options;
  }

  // A value the widget ignores (the default shows instead) is told once in
  // the console, with what it takes: the author sees why (docs/embedding.md).
  #warnIgnored() {
    const mode = this.getAttribute('mode');
    for (const { name, value, allowed, unknown } of ignoredValues((name) => this.getAttribute(name))) {
      const what = unknown ? `${unknown.join(', ')} in ${name}="${value}" is ignored (the other names apply)` : `${name}="${value}" is ignored (the default is used)`;
      this.#warnOnce(`${name}=${value} (${mode})`, `${what}: ${name} takes ${allowed}.`);
    }
  }

  // A `solution` past the last one (the widget shows solution 1): known only
  // once the search has counted them, so the widget tells it (`count`, of
  // the board of size n, or of the code view's program).
  #warnSolution({ n, count }) {
    this.#solutionCount = { scope: this.#solutionScope(n), count }; // for the `solution` getter
    const value = this.getAttribute('solution');
    if (value === null) return;
    const program = this.#solutionProgram();
    const key = `solution=${value} (${n}${program})`;
    this.#warnOnce(key, `solution="${value}" is ignored (solution 1 is shown): solution takes a whole number from 1 to ${count} for n = ${n}${program}.`);
  }

  // Whose solutions a count is: the board of size n, or the code view's program at n.
  #solutionProgram() {
    return this.hasAttribute('code') ? ` in the ${this.#options?.codeView ?? 'code'} program` : '';
  }

  #solutionScope(n) {
    return `${n}${this.#solutionProgram()}`;
  }

  #warnOnce(key, message) {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    console.warn(`<n-queens>: ${message}`);
  }

  // The first update of a frame applies in a microtask; the next ones wait
  // for the next frame (reading the state or a method call still flushes).
  #queueUpdate() {
    if (!this.#widget || this.#updateQueued) return;
    this.#updateQueued = true;
    if (this.#updatedThisFrame) atNextFrame(() => this.#flush());
    else queueMicrotask(() => this.#flush());
  }

  #noteUpdateInThisFrame() {
    if (this.#updatedThisFrame) return;
    this.#updatedThisFrame = true;
    atNextFrame(() => {
      this.#updatedThisFrame = false;
    });
  }

  // Builds the widget of the current mode from the current attributes.
  #render() {
    const options = this.#optionsToShow();
    const changed = this.#changed; // while out of the page, for a re-add
    this.#changed = new Set();
    this.#options = options;
    if (this.#internals) this.#internals.ariaLabel = t(options.lang, 'app.title');
    this.#headings.setLevel(options.headingLevel);
    this.#container = el(this.ownerDocument, 'div', { class: `nq-element nq-element--${options.mode}` });
    this.#shadow.replaceChildren(this.#container);
    const resume = this.#resume;
    this.#resume = null;
    // Re-added after a removal: continue where it was, even if a `step` or
    // `solution` attribute says otherwise (it applied when it was set), unless
    // one of those was set while the element was out or the mode or n differ.
    const told = changed.has('step') || changed.has('solution');
    if (resume && !told && resume.mode === options.mode && resume.n === options.n && resume.position !== null) {
      options.step = resume.position;
      options.solution = null;
    }
    this.#widget = widgetFactory(options)(this.#container, {
      api: trackedApi(),
      options,
      emit: (type, detail) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
      requestN: (n) => {
        this.n = n;
      },
      warnSolution: (found) => this.#warnSolution(found),
      // Free play's "Continue the search from here": another mode at a step.
      // The button that asked is gone with the view: the board takes the focus.
      requestView: ({ mode, n, step }) => {
        this.setAttribute('mode', mode);
        this.setAttribute('n', String(n));
        this.setAttribute('step', String(step));
        this.#flush();
        focusWhenShown(() => this.#container.querySelector('.nq-board'));
      },
    });
  }

  // Applies the attribute changes queued in this task now: reading the state
  // or calling a method sees them, as if they had applied when set.
  // Not while an update runs (an event listener setting and reading in the
  // middle of it): its changes then wait for the queued microtask.
  #flush() {
    if (this.#updateQueued && !this.#updating) this.#update();
  }

  #update() {
    this.#updateQueued = false;
    if (!this.#widget) return;
    this.#noteUpdateInThisFrame();
    const next = this.#optionsToShow();
    const changed = this.#changed;
    this.#changed = new Set();
    this.#updating = true;
    try {
      if (next.mode !== this.#options.mode) {
        this.#widget.dispose();
        this.#widget = null;
        if (widgetFactory(next)) {
          this.#render();
        } else {
          // A mode not shown before: its modules load first; methods wait for them.
          this.#newReadyPromise();
          this.#mount();
        }
        return;
      }
      this.#options = next;
      if (this.#internals) this.#internals.ariaLabel = t(next.lang, 'app.title');
      this.#headings.setLevel(next.headingLevel);
      this.#widget.update(next, changed);
    } finally {
      this.#updating = false;
    }
  }

  #unmount() {
    this.#mountToken += 1;
    this.#loading = false;
    if (this.#widget) {
      this.#resume = { mode: this.#options.mode, n: this.#options.n, position: this.#widget.position };
      this.#widget.dispose();
      this.#widget = null;
      this.#newReadyPromise();
    }
    this.#container = null;
    this.#shadow.replaceChildren();
  }
}

if (globalThis.customElements && !globalThis.customElements.get('n-queens')) {
  globalThis.customElements.define('n-queens', NQueensElement);
}

