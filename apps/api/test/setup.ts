import { useTestPasswordCost } from '../src/lib/password.js';

// Sign-ins and seeded users hash cheaply in-process; servers and the CLI started as processes keep the real cost.
useTestPasswordCost();
