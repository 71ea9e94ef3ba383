import type { GlobalSettings } from '@esee/contracts';
import type { Db } from '../../platform/db/database';
import { now } from '../../platform/clock';

const NAMES = ['productName', 'servicePhone', 'serviceEmail'] as const;

/**
 * The platform's own settings (全局设置), each over the server's
 * configuration when set: the name on the login page and footer, the service
 * desk shown where an institution has none of its own.
 */
export async function loadGlobalSettings(db: Db, fallback: GlobalSettings): Promise<GlobalSettings> {
  const rows = await db.selectFrom('platform_setting').select(['name', 'value']).execute();
  const settings = { ...fallback };
  for (const r of rows)
    if ((NAMES as readonly string[]).includes(r.name) && r.value) settings[r.name as keyof GlobalSettings] = r.value;
  return settings;
}

/** Save the settings as given; an empty value falls back to the configuration again. */
export async function saveGlobalSettings(db: Db, settings: GlobalSettings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const name of NAMES)
      await trx
        .insertInto('platform_setting')
        .values({ name, value: settings[name].trim() })
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: settings[name].trim(), updated_at: now() }))
        .execute();
  });
}

/** The settings as stored (empty where not set), for the settings page. */
export async function storedGlobalSettings(db: Db): Promise<GlobalSettings> {
  return loadGlobalSettings(db, { productName: '', servicePhone: '', serviceEmail: '' });
}
