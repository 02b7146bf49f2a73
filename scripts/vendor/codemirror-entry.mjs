// The entry of www/vendor/codemirror/codemirror.js: exactly the parts of
// CodeMirror 6 the code editor (www/js/ui/code/editor.js) uses. Bundled by
// esbuild as one minified ES module; www/vendor/codemirror/README.md has
// the versions and the command that regenerates it.
export { EditorState, StateField, StateEffect } from '@codemirror/state';
export { EditorView, Decoration, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter, drawSelection } from '@codemirror/view';
export { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
export { syntaxHighlighting, HighlightStyle, bracketMatching, indentOnInput } from '@codemirror/language';
export { tags } from '@lezer/highlight';
export { java } from '@codemirror/lang-java';
export { cpp } from '@codemirror/lang-cpp';
