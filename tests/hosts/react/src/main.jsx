// What a React author writes: the element by its package name, once, then the tags in JSX.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'nqueens-lab/element';
import App from './App.jsx';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
