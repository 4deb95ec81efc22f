import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only when test globals are on; they are off here.
afterEach(() => {
  cleanup();
});

// findBy* and waitFor wait up to 1 s by default; a busy CI machine running every suite at once needs longer.
configure({ asyncUtilTimeout: 5000 });
