import './federation/provideFederationRuntime';
import './styles/tokens.css';
import { yieldToMain } from '@servenear/shared/scheduling';

/**
 * The shell starts in two tasks: react-dom first, then (after a yield) the app's own modules and
 * the hydration. Evaluated together they were one long task on a phone, right after the first
 * paint (Lighthouse's Total Blocking Time). "eager" keeps both in the main chunk: no extra
 * request, only a task boundary.
 */
async function start(container: HTMLElement): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { boot } = await import(/* webpackMode: "eager" */ './app/boot');
  boot(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('ServeNear: #root is missing from index.html');
start(container).catch((error: unknown) => {
  console.error('ServeNear: the shell failed to start', error);
});
