import './shared/lib/zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/focus.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { i18nReady } from './shared/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The remembered language's texts first (Japanese is already here), so no screen flashes in another language.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
