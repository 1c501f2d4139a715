import * as migration_20261122_023751_initial from './20261122_023751_initial';
import * as migration_20261122_025149_enquiry_jobs from './20261122_025149_enquiry_jobs';
import * as migration_20261122_074607_redirects_schedule from './20261122_074607_redirects_schedule';
import * as migration_20261122_074723_autosave_drafts from './20261122_074723_autosave_drafts';
import * as migration_20261122_080137_customer_logos from './20261122_080137_customer_logos';
import * as migration_20261123_060903_media_storage_fields from './20261123_060903_media_storage_fields';
import * as migration_20261123_175421_duration_recruiting_honor_image from './20261123_175421_duration_recruiting_honor_image';
import * as migration_20261124_070429_enquiry_retention from './20261124_070429_enquiry_retention';
import * as migration_20261124_070458_landing_pages from './20261124_070458_landing_pages';
import * as migration_20261124_070714_nav_globals from './20261124_070714_nav_globals';
import * as migration_20261125_231453_localized_architecture_images from './20261125_231453_localized_architecture_images';
import * as migration_20261127_205432_localized_customer_logos from './20261127_205432_localized_customer_logos';
import * as migration_20261127_221411_localized_partner_logos from './20261127_221411_localized_partner_logos';
import * as migration_20261128_045624_parent_id_indexes from './20261128_045624_parent_id_indexes';
import * as migration_20261128_050208_staff_credentials from './20261128_050208_staff_credentials';
import * as migration_20261128_050330_staff_auth from './20261128_050330_staff_auth';
import * as migration_20261128_112903_enquiry_leads from './20261128_112903_enquiry_leads';
import * as migration_20261128_112919_enquiry_handled_to_status from './20261128_112919_enquiry_handled_to_status';
import * as migration_20261128_181409_listing_indexes from './20261128_181409_listing_indexes';
import * as migration_20261129_114340_sitemap_id_indexes from './20261129_114340_sitemap_id_indexes';
import * as migration_20261130_034743_page_copy from './20261130_034743_page_copy';
import * as migration_20261130_091123_localized_doc_files from './20261130_091123_localized_doc_files';
import * as migration_20261201_192302_enquiry_outbox_status from './20261201_192302_enquiry_outbox_status';

export const migrations = [
  {
    up: migration_20261122_023751_initial.up,
    down: migration_20261122_023751_initial.down,
    name: '20261122_023751_initial',
  },
  {
    up: migration_20261122_025149_enquiry_jobs.up,
    down: migration_20261122_025149_enquiry_jobs.down,
    name: '20261122_025149_enquiry_jobs',
  },
  {
    up: migration_20261122_074607_redirects_schedule.up,
    down: migration_20261122_074607_redirects_schedule.down,
    name: '20261122_074607_redirects_schedule',
  },
  {
    up: migration_20261122_074723_autosave_drafts.up,
    down: migration_20261122_074723_autosave_drafts.down,
    name: '20261122_074723_autosave_drafts',
  },
  {
    up: migration_20261122_080137_customer_logos.up,
    down: migration_20261122_080137_customer_logos.down,
    name: '20261122_080137_customer_logos',
  },
  {
    up: migration_20261123_060903_media_storage_fields.up,
    down: migration_20261123_060903_media_storage_fields.down,
    name: '20261123_060903_media_storage_fields',
  },
  {
    up: migration_20261123_175421_duration_recruiting_honor_image.up,
    down: migration_20261123_175421_duration_recruiting_honor_image.down,
    name: '20261123_175421_duration_recruiting_honor_image',
  },
  {
    up: migration_20261124_070429_enquiry_retention.up,
    down: migration_20261124_070429_enquiry_retention.down,
    name: '20261124_070429_enquiry_retention',
  },
  {
    up: migration_20261124_070458_landing_pages.up,
    down: migration_20261124_070458_landing_pages.down,
    name: '20261124_070458_landing_pages',
  },
  {
    up: migration_20261124_070714_nav_globals.up,
    down: migration_20261124_070714_nav_globals.down,
    name: '20261124_070714_nav_globals',
  },
  {
    up: migration_20261125_231453_localized_architecture_images.up,
    down: migration_20261125_231453_localized_architecture_images.down,
    name: '20261125_231453_localized_architecture_images',
  },
  {
    up: migration_20261127_205432_localized_customer_logos.up,
    down: migration_20261127_205432_localized_customer_logos.down,
    name: '20261127_205432_localized_customer_logos',
  },
  {
    up: migration_20261127_221411_localized_partner_logos.up,
    down: migration_20261127_221411_localized_partner_logos.down,
    name: '20261127_221411_localized_partner_logos',
  },
  {
    up: migration_20261128_045624_parent_id_indexes.up,
    down: migration_20261128_045624_parent_id_indexes.down,
    name: '20261128_045624_parent_id_indexes',
  },
  {
    up: migration_20261128_050208_staff_credentials.up,
    down: migration_20261128_050208_staff_credentials.down,
    name: '20261128_050208_staff_credentials',
  },
  {
    up: migration_20261128_050330_staff_auth.up,
    down: migration_20261128_050330_staff_auth.down,
    name: '20261128_050330_staff_auth',
  },
  {
    up: migration_20261128_112903_enquiry_leads.up,
    down: migration_20261128_112903_enquiry_leads.down,
    name: '20261128_112903_enquiry_leads',
  },
  {
    up: migration_20261128_112919_enquiry_handled_to_status.up,
    down: migration_20261128_112919_enquiry_handled_to_status.down,
    name: '20261128_112919_enquiry_handled_to_status',
  },
  {
    up: migration_20261128_181409_listing_indexes.up,
    down: migration_20261128_181409_listing_indexes.down,
    name: '20261128_181409_listing_indexes',
  },
  {
    up: migration_20261129_114340_sitemap_id_indexes.up,
    down: migration_20261129_114340_sitemap_id_indexes.down,
    name: '20261129_114340_sitemap_id_indexes',
  },
  {
    up: migration_20261130_034743_page_copy.up,
    down: migration_20261130_034743_page_copy.down,
    name: '20261130_034743_page_copy',
  },
  {
    up: migration_20261130_091123_localized_doc_files.up,
    down: migration_20261130_091123_localized_doc_files.down,
    name: '20261130_091123_localized_doc_files',
  },
  {
    up: migration_20261201_192302_enquiry_outbox_status.up,
    down: migration_20261201_192302_enquiry_outbox_status.down,
    name: '20261201_192302_enquiry_outbox_status'
  },
];
