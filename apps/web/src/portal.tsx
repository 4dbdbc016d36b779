import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/routes/portal/portal-app';
import './index.css';

// The candidate portal's own entry (portal.html, served for /candidate/*): see ADR 006.
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from portal.html.');

createRoot(container).render(
  <StrictMode>
    <PortalApp />
  </StrictMode>,
);
