import { usersProjection } from './read-models/users/index.js';
import type { Projection } from './runner/projection.js';

/**
 * The identity group (the `users` read model) has its own checkpoint: added to a data folder that already
 * has a catalogue checkpoint, it catches up from position 0 instead of starting at the catalogue's position.
 */
export const IDENTITY_CHECKPOINT = 'users';

export const userProjections: readonly Projection[] = [usersProjection];
