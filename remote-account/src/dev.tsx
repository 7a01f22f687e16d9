import { createRoot } from 'react-dom/client';
import { TestHost } from '@servenear/shared/host';
import App from './App';
createRoot(document.getElementById('root')!).render(<TestHost><App /></TestHost>);
