// A tutorial page in React 19: JSX props (React 19 sets a custom element's
// properties: n={6} is el.n = 6), an onnqueens-step prop (React 19 listens to
// the event of that name), props changed after mount, a widget unmounted and
// mounted again, a keyed list reordered (React moves the same elements) and a
// controlled step (the guide's recipe: the step heard in nqueens-step passed
// back as step={step}).
import { useEffect, useRef, useState } from 'react';
import NQueensStep from './NQueensStep.jsx'; // the guide's React recipe (build.mjs copies it)

function Walkthrough({ n, narration, lang }) {
  const ref = useRef(null);
  const [solutions, setSolutions] = useState(0);
  // A listener added in an effect: StrictMode runs it, cleans it up and runs it again.
  useEffect(() => {
    const widget = ref.current;
    const onSolution = () => setSolutions((count) => count + 1);
    widget.addEventListener('nqueens-solution', onSolution);
    return () => widget.removeEventListener('nqueens-solution', onSolution);
  }, []);
  return (
    <>
      <n-queens id="walk" ref={ref} n={n} narration={narration} lang={lang} controls="buttons timeline" heading-level={3} />
      <p>Solutions heard: <output id="solutions">{solutions}</output></p>
    </>
  );
}


export default function App() {
  const [n, setN] = useState(4);
  const [narration, setNarration] = useState(true);
  const [lang, setLang] = useState('en');
  const [shown, setShown] = useState(true);
  const [sizes, setSizes] = useState([5, 6, 7]);
  return (
    <main>
      <h1>N-Queens in a React 19 app</h1>
      <section>
        <h2>The walkthrough</h2>
        <p>
          <button type="button" onClick={() => setN(6)}>Six queens</button>
          <button type="button" onClick={() => setNarration((on) => !on)}>Toggle the narration</button>
          <button type="button" onClick={() => setLang((l) => (l === 'en' ? 'zh' : 'en'))}>Toggle the language</button>
          <button type="button" onClick={() => setShown((on) => !on)}>Toggle the walkthrough</button>
        </p>
        {shown && <Walkthrough n={n} narration={narration} lang={lang} />}
      </section>
      <section>
        <h2>Figures</h2>
        <button type="button" onClick={() => setSizes((list) => [...list].reverse())}>Reverse the figures</button>
        {sizes.map((size) => (
          <n-queens key={size} id={`board-${size}`} mode="board" n={size} solution={1} narration heading-level={3} />
        ))}
      </section>
      <section id="controlled">
        <h2>A controlled step</h2>
        <NQueensStep />
      </section>
    </main>
  );
}
