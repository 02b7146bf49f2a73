// The code editor: CodeMirror 6 (www/vendor/codemirror/, one bundled module,
// imported here on first use only: the page's first board never waits for
// it). Line numbers, syntax colours (Java or C/C++), undo, the usual keys;
// Tab is left to move the focus (no keyboard trap). Its text box is named
// "Program code" (zh 程序代码); a parse error marks its line and sets
// aria-invalid on the text box. The text is only ever text: nothing here
// evaluates it or inserts it as HTML.

let loading = null;

/** The CodeMirror module, loaded once. */
export function loadCodeMirror() {
  loading ??= import('../../../vendor/codemirror/codemirror.js').catch((error) => {
    loading = null; // a later press may try again
    throw error;
  });
  return loading;
}

// The highlight style and the editor's theme. CodeMirror mounts them (and
// its base styles) as constructed style sheets of the editor's shadow root
// (no <style> element: the page's Content-Security-Policy has style-src
// 'self'); the colours are the page's --nq-* properties, which inherit
// into it, light and dark.
function highlightStyle(cm) {
  const { tags } = cm;
  return cm.HighlightStyle.define([
    { tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword], color: 'var(--nq-accent)', fontWeight: '700' },
    { tag: [tags.typeName, tags.standard(tags.typeName)], color: 'light-dark(#1459b8, #7fb2ff)' },
    { tag: [tags.number, tags.bool, tags.null], color: 'light-dark(#8a3ab9, #d59cf5)' },
    { tag: [tags.string, tags.character], color: 'light-dark(#2c7a3a, #7bd88a)' },
    { tag: [tags.lineComment, tags.blockComment, tags.comment], color: 'var(--nq-muted)', fontStyle: 'italic' },
    { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: 'light-dark(#0f6470, #6fd0dc)' },
  ]);
}

function editorTheme(cm) {
  return cm.EditorView.theme({
    '&': { maxHeight: '26rem', border: '1px solid var(--nq-border)', borderRadius: '6px', background: 'var(--nq-code-bg)', color: 'var(--nq-fg)', fontSize: 'var(--nq-editor-font-size, 0.8rem)' },
    '&.cm-focused': { outline: '3px solid var(--nq-try)', outlineOffset: '2px' },
    '.cm-scroller': { fontFamily: 'var(--nq-mono)', lineHeight: '1.45', overscrollBehavior: 'contain' },
    '.cm-content': { caretColor: 'var(--nq-fg)', tabSize: '4' },
    '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--nq-fg)' },
    '.cm-gutters': { borderRight: '1px solid var(--nq-border)', background: 'var(--nq-code-bg)', color: 'var(--nq-muted)' },
    '.cm-activeLine, .cm-activeLineGutter': { background: 'var(--nq-context)' },
    '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': { background: 'light-dark(#cfe0ff, #2b3f63)' },
    '.cm-matchingBracket': { outline: '1px solid var(--nq-muted)', background: 'transparent' },
    '.nq-editor__error-line': { background: 'light-dark(#fde2e2, #4a1d1f)', boxShadow: 'inset 4px 0 0 var(--nq-attack)' },
  });
}

// The error line's mark and the text box's name, in one state field: a
// line decoration set by an effect (cleared by the next edit), and the
// accessible name (aria-invalid while an error is marked).
function errorField(cm, label) {
  const setError = cm.StateEffect.define();
  const setLabel = cm.StateEffect.define();
  const field = cm.StateField.define({
    create: () => ({ marks: cm.Decoration.none, label }),
    update(value, tr) {
      let next = tr.docChanged ? { ...value, marks: cm.Decoration.none } : value;
      for (const effect of tr.effects) {
        if (effect.is(setError)) next = { ...next, marks: effect.value };
        if (effect.is(setLabel)) next = { ...next, label: effect.value };
      }
      return next;
    },
    provide: (f) => [
      cm.EditorView.decorations.from(f, (value) => value.marks),
      // tabindex: a contenteditable is focusable anyway; said out loud for checkers of scroll boxes (axe's scrollable-region-focusable).
      cm.EditorView.contentAttributes.from(f, (value) => ({ 'aria-label': value.label, tabindex: '0', ...(value.marks.size ? { 'aria-invalid': 'true' } : {}) })),
    ],
  });
  return { field, setError, setLabel };
}

// Classes for the wrapped rest of a line (hangingIndent), up to this indent.
const MAX_HANG = 40;
const hangClass = (indent) => `nq-editor__hang-${Math.min(indent, MAX_HANG)}`;

// Each line's class from its leading blanks (a tab counts 4): the theme
// indents a wrapped line's rest 4 places past them (classes, not style
// attributes: the page's CSP has no 'unsafe-inline').
function hangingIndent(cm) {
  const build = (doc) => {
    const marks = [];
    for (let number = 1; number <= doc.lines; number += 1) {
      const line = doc.line(number);
      const indent = /^[ \t]*/.exec(line.text)[0].replace(/\t/g, '    ').length;
      marks.push(cm.Decoration.line({ class: hangClass(indent) }).range(line.from));
    }
    return cm.Decoration.set(marks);
  };
  const field = cm.StateField.define({
    create: (state) => build(state.doc),
    update: (value, tr) => (tr.docChanged ? build(tr.state.doc) : value),
    provide: (f) => cm.EditorView.decorations.from(f),
  });
  const rules = {};
  for (let indent = 0; indent <= MAX_HANG; indent += 1) {
    rules[`.${hangClass(indent)}`] = { paddingLeft: `calc(${indent + 4}ch + 6px)`, textIndent: `-${indent + 4}ch` };
  }
  return [field, cm.EditorView.theme(rules)];
}

/**
 * An editor in `host` holding `text` in `language` ('java' | 'c' | 'cpp'),
 * its text box named `label`; `onRun()` for Ctrl/Cmd+Enter. Resolves with
 * { getText, setText, setLabel, markError(line), clearError, focus, destroy }.
 */
// On a phone the page's step buttons stay at the top of the screen, over
// the code (page.css, sticky): the caret's line is scrolled into view below
// them, not under them (CodeMirror's scroll margins apply to the page's
// scrolling too).
function stickyBarMargin(host) {
  const bar = host.closest('.nq-section--stage')?.querySelector('.nq-controls__buttons');
  if (!bar || getComputedStyle(bar).position !== 'sticky') return {};
  return { top: bar.getBoundingClientRect().height + 8 };
}

export async function createEditor(host, { text, language, label, onRun = () => {}, onChange = () => {} }) {
  const cm = await loadCodeMirror();
  const { field, setError, setLabel } = errorField(cm, label);
  // Its own shadow root, where CodeMirror's styles go as constructed sheets.
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const view = new cm.EditorView({
    parent: root,
    root,
    state: cm.EditorState.create({
      doc: text,
      extensions: [
        cm.lineNumbers(),
        cm.highlightActiveLineGutter(),
        cm.history(),
        cm.drawSelection(),
        cm.indentOnInput(),
        cm.bracketMatching(),
        cm.highlightActiveLine(),
        // Long lines wrap, their rest indented past their own indent: no sideways scroll under the numbers.
        cm.EditorView.lineWrapping,
        hangingIndent(cm),
        cm.syntaxHighlighting(highlightStyle(cm)),
        editorTheme(cm),
        language === 'java' ? cm.java() : cm.cpp(),
        cm.keymap.of([{ key: 'Mod-Enter', run: () => (onRun(), true) }, ...cm.defaultKeymap, ...cm.historyKeymap]),
        field,
        cm.EditorView.updateListener.of((update) => update.docChanged && onChange()),
        cm.EditorView.scrollMargins.of(() => stickyBarMargin(host)),
      ],
    }),
  });
  return {
    view,
    getText: () => view.state.doc.toString(),
    setText(next) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    setLabel: (next) => view.dispatch({ effects: setLabel.of(next) }),
    /** Marks line `line` (1-based) as the error's, sets aria-invalid and puts the cursor there. */
    markError(line, column = 1) {
      const doc = view.state.doc;
      const at = doc.line(Math.max(1, Math.min(doc.lines, line)));
      const mark = cm.Decoration.line({ class: 'nq-editor__error-line', attributes: { 'data-error': 'true' } }).range(at.from);
      const pos = Math.min(at.to, at.from + Math.max(0, column - 1));
      view.dispatch({ effects: setError.of(cm.Decoration.set([mark])), selection: { anchor: pos }, scrollIntoView: true });
    },
    clearError: () => view.dispatch({ effects: setError.of(cm.Decoration.none) }),
    // CodeMirror focuses without scrolling: the editor is brought into view (its top just opened below the fold).
    focus() {
      view.focus();
      host.scrollIntoView({ block: 'nearest' });
    },
    destroy() {
      view.destroy();
      root.replaceChildren();
    },
  };
}
