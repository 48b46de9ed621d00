export * from './common.js';
export * from './auth.js';
export * from './events.js';
export * from './projects.js';
export * from './dashboard-pages.js';
export * from './tickets.js';
export * from './site-care.js';
export * from './portal-config.js';
