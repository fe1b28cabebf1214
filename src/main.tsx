import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// index.html (and prerendered pages) carry static head tags for scrapers that
// don't run JavaScript. Once the app runs, the Seo component owns the head.
document.head.querySelectorAll('[data-static-head]').forEach((element) => element.remove());

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
