// The users module's public face: other modules import from here, never from its files (eslint.config.js).
export { presentSignedIn } from './presenter.ts';
export { findUserByEmail, findUserByGoogleSub, findUserById, insertUser, updateUser } from './repository.ts';
