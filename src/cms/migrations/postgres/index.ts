import * as migration_20261122_023751_initial from './20261122_023751_initial';

export const migrations = [
  {
    up: migration_20261122_023751_initial.up,
    down: migration_20261122_023751_initial.down,
    name: '20261122_023751_initial'
  },
];
