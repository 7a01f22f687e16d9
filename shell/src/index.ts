import './federation/provideFederationRuntime';
import './styles/tokens.css';
import { boot } from './app/boot';

const container = document.getElementById('root');
if (!container) throw new Error('ServeNear: #root is missing from index.html');
boot(container);
