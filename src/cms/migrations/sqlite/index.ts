import * as migration_20261122_023743_initial from './20261122_023743_initial';
import * as migration_20261122_025141_enquiry_jobs from './20261122_025141_enquiry_jobs';

export const migrations = [
  {
    up: migration_20261122_023743_initial.up,
    down: migration_20261122_023743_initial.down,
    name: '20261122_023743_initial',
  },
  {
    up: migration_20261122_025141_enquiry_jobs.up,
    down: migration_20261122_025141_enquiry_jobs.down,
    name: '20261122_025141_enquiry_jobs'
  },
];
