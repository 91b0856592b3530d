import type { Migration } from 'kysely';
import type { Dialect } from '../connect';
import { initialSchema } from './0001_initial';
import { searchSchema } from './0002_search';
import { supportSchema } from './0003_support';
import { addressEventsSchema } from './0004_address_events';
import { rolloutsSchema } from './0005_rollouts';
import { loadReportsSchema } from './0006_load_reports';
import { guardCountsSchema } from './0007_guard_counts';
import { idempotencyKeysSchema } from './0008_idempotency_keys';
import { releaseFilesSchema } from './0009_release_files';
import { materialVersionsSchema } from './0010_material_versions';
import { productTagFamilySchema } from './0011_product_tag_family';
import { vitalCountsSchema } from './0012_vital_counts';
import { vitalGuardCountsSchema } from './0013_vital_guard_counts';
import { productLifecycleSchema } from './0014_product_lifecycle';
import { securityAdvisoriesSchema } from './0015_security_advisories';
import { productSpecRowsSchema } from './0016_product_spec_rows';
import { productPartNumbersSchema } from './0017_product_part_numbers';

/**
 * Every migration, in order. Names sort in run order; a section adds its own
 * file and one line here. Migrations are never edited once landed.
 */
export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001_initial': initialSchema(dialect),
    '0002_search': searchSchema(dialect),
    '0003_support': supportSchema(),
    '0004_address_events': addressEventsSchema(dialect),
    '0005_rollouts': rolloutsSchema(dialect),
    '0006_load_reports': loadReportsSchema(),
    '0007_guard_counts': guardCountsSchema(),
    '0008_idempotency_keys': idempotencyKeysSchema(),
    '0009_release_files': releaseFilesSchema(dialect),
    '0010_material_versions': materialVersionsSchema(),
    '0011_product_tag_family': productTagFamilySchema(),
    '0012_vital_counts': vitalCountsSchema(),
    '0013_vital_guard_counts': vitalGuardCountsSchema(),
    '0014_product_lifecycle': productLifecycleSchema(),
    '0015_security_advisories': securityAdvisoriesSchema(),
    '0016_product_spec_rows': productSpecRowsSchema(),
    '0017_product_part_numbers': productPartNumbersSchema(),
  };
}
