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

// The highlight style: class names only (the colours are in nqueens.css, light and dark).
function highlightStyle(cm) {
  const { tags } = cm;
  return cm.HighlightStyle.define([
    { tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword], class: 'nq-tok-kw' },
    { tag: [tags.typeName, tags.standard(tags.typeName)], class: 'nq-tok-type' },
    { tag: [tags.number, tags.bool, tags.null], class: 'nq-tok-num' },
    { tag: [tags.string, tags.character], class: 'nq-tok-str' },
    { tag: [tags.lineComment, tags.blockComment, tags.comment], class: 'nq-tok-comment' },
    { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], class: 'nq-tok-fn' },
  ]);
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
      cm.EditorView.contentAttributes.from(f, (value) => ({ 'aria-label': value.label, ...(value.marks.size ? { 'aria-invalid': 'true' } : {}) })),
    ],
  });
  return { field, setError, setLabel };
}

/**
 * An editor in `host` holding `text` in `language` ('java' | 'c' | 'cpp'),
 * its text box named `label`; `onRun()` for Ctrl/Cmd+Enter. Resolves with
 * { getText, setText, setLabel, markError(line), clearError, focus, destroy }.
 */
export async function createEditor(host, { text, language, label, onRun = () => {}, onChange = () => {} }) {
  const cm = await loadCodeMirror();
  const { field, setError, setLabel } = errorField(cm, label);
  const view = new cm.EditorView({
    parent: host,
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
        cm.syntaxHighlighting(highlightStyle(cm)),
        language === 'java' ? cm.java() : cm.cpp(),
        cm.keymap.of([{ key: 'Mod-Enter', run: () => (onRun(), true) }, ...cm.defaultKeymap, ...cm.historyKeymap]),
        field,
        cm.EditorView.updateListener.of((update) => update.docChanged && onChange()),
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
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
