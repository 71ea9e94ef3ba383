import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_create_core';
import * as m0002 from './0002_create_login_security';
import * as m0003 from './0003_create_enterprise_data';
import * as m0004 from './0004_create_projects';
import * as m0005 from './0005_index_relations';
import * as m0006 from './0006_create_batch_files';
import * as m0007 from './0007_create_monitoring';
import * as m0008 from './0008_create_condition_search';
import * as m0009 from './0009_create_investors';
import * as m0010 from './0010_create_export_jobs';
import * as m0011 from './0011_create_parks';
import * as m0012 from './0012_map_search';
import * as m0013 from './0013_create_company_reports';
import * as m0014 from './0014_create_industry_chains';
import * as m0015 from './0015_create_news_reads';
import * as m0016 from './0016_create_customer_book';
import * as m0017 from './0017_create_data_loads';
import * as m0018 from './0018_create_credit_reports';
import * as m0019 from './0019_create_sourcing_shortlist';
import * as m0020 from './0020_create_tenders';
import * as m0021 from './0021_create_key_survey';
import * as m0022 from './0022_create_due_diligence';
import * as m0023 from './0023_create_partner_alerts';
import * as m0024 from './0024_create_bank_flow';
import * as m0025 from './0025_create_listing_status';
import * as m0026 from './0026_create_overseas';
import * as m0027 from './0027_create_same_customer';
import * as m0028 from './0028_create_scs_review';
import * as m0029 from './0029_create_scs_credit_risk';
import * as m0030 from './0030_create_scs_rules';
import * as m0031 from './0031_create_org';
import * as m0032 from './0032_create_org_settings';
import * as m0033 from './0033_create_login_log';
import * as m0035 from './0035_create_platform_admin';
import * as m0036 from './0036_create_remote_releases';
import * as m0037 from './0037_create_quotas';
import * as m0038 from './0038_create_trace_index';
import * as m0039 from './0039_create_points';
import * as m0040 from './0040_create_gateway_settings';
import * as m0041 from './0041_create_licences';
import * as m0042 from './0042_create_feedback';
import * as m0043 from './0043_create_duty_separation';
import * as m0044 from './0044_create_law_library';
import * as m0045 from './0045_create_research_reports';
import * as m0046 from './0046_create_supervision_reviews';
import * as m0047 from './0047_create_smart_text';
import * as m0048 from './0048_create_model_endpoints';
import * as m0049 from './0049_create_integration_tickets';
import * as m0052 from './0052_create_channel_nonces';
import * as m0053 from './0053_index_intellectual_property';
import * as m0054 from './0054_index_organisations';
import * as m0055 from './0055_create_clock_now';
import * as m0056 from './0056_add_scs_net_capital';
import * as m0057 from './0057_add_scs_change_proposed';
import * as m0058 from './0058_scs_family_person_ids';
import * as m0060 from './0060_alert_judgments_against';
import * as m0061 from './0061_create_work_runs';
import * as m0062 from './0062_scs_run_published';
import * as m0063 from './0063_bank_flow_statement_published';
import * as m0064 from './0064_shareholding_partner_type';
import * as m0065 from './0065_create_financial_statements';
import * as m0066 from './0066_create_company_search_keys';
import * as m0067 from './0067_index_condition_search';
import * as m0068 from './0068_index_condition_facts';
import * as m0069 from './0069_create_search_key_format';
import * as m0070 from './0070_create_monitor_cases';
import * as m0071 from './0071_create_derived_conclusions';
import * as m0072 from './0072_create_screening';
import * as m0073 from './0073_feedback_record';
import * as m0074 from './0074_create_related_parties';
import * as m0077 from './0077_index_condition_bands';
import * as m0078 from './0078_scs_run_data_load';
import * as m0079 from './0079_company_tech_tag_names';
import * as m0080 from './0080_credit_codes_with_company';
import * as m0081 from './0081_search_key_near_indexes';
import * as m0082 from './0082_search_key_format_recorded';
import * as m0083 from './0083_company_tech_tag_spans';
import * as m0084 from './0084_search_key_near_text_only';
import * as m0085 from './0085_search_key_tail_pairs';
import * as m0086 from './0086_search_key_company_number';

/**
 * Every migration, in order. Listed by hand (not read from the folder) so the
 * bundled server carries them. Names are `NNNN_<verb>_<object>`; never edit
 * a migration that has shipped, add the next one.
 */
const migrations: Record<string, Migration> = {
  '0001_create_core': m0001,
  '0002_create_login_security': m0002,
  '0003_create_enterprise_data': m0003,
  '0004_create_projects': m0004,
  '0005_index_relations': m0005,
  '0006_create_batch_files': m0006,
  '0007_create_monitoring': m0007,
  '0008_create_condition_search': m0008,
  '0009_create_investors': m0009,
  '0010_create_export_jobs': m0010,
  '0011_create_parks': m0011,
  '0012_map_search': m0012,
  '0013_create_company_reports': m0013,
  '0014_create_industry_chains': m0014,
  '0015_create_news_reads': m0015,
  '0016_create_customer_book': m0016,
  '0017_create_data_loads': m0017,
  '0018_create_credit_reports': m0018,
  '0019_create_sourcing_shortlist': m0019,
  '0020_create_tenders': m0020,
  '0021_create_key_survey': m0021,
  '0022_create_due_diligence': m0022,
  '0023_create_partner_alerts': m0023,
  '0024_create_bank_flow': m0024,
  '0025_create_listing_status': m0025,
  '0026_create_overseas': m0026,
  '0027_create_same_customer': m0027,
  '0028_create_scs_review': m0028,
  '0029_create_scs_credit_risk': m0029,
  '0030_create_scs_rules': m0030,
  '0031_create_org': m0031,
  '0032_create_org_settings': m0032,
  '0033_create_login_log': m0033,
  '0035_create_platform_admin': m0035,
  '0036_create_remote_releases': m0036,
  '0037_create_quotas': m0037,
  '0038_create_trace_index': m0038,
  '0039_create_points': m0039,
  '0040_create_gateway_settings': m0040,
  '0041_create_licences': m0041,
  '0042_create_feedback': m0042,
  '0043_create_duty_separation': m0043,
  '0044_create_law_library': m0044,
  '0045_create_research_reports': m0045,
  '0046_create_supervision_reviews': m0046,
  '0047_create_smart_text': m0047,
  '0048_create_model_endpoints': m0048,
  '0049_create_integration_tickets': m0049,
  '0052_create_channel_nonces': m0052,
  '0053_index_intellectual_property': m0053,
  '0054_index_organisations': m0054,
  '0055_create_clock_now': m0055,
  '0056_add_scs_net_capital': m0056,
  '0057_add_scs_change_proposed': m0057,
  '0058_scs_family_person_ids': m0058,
  '0060_alert_judgments_against': m0060,
  '0061_create_work_runs': m0061,
  '0062_scs_run_published': m0062,
  '0063_bank_flow_statement_published': m0063,
  '0064_shareholding_partner_type': m0064,
  '0065_create_financial_statements': m0065,
  '0066_create_company_search_keys': m0066,
  '0067_index_condition_search': m0067,
  '0068_index_condition_facts': m0068,
  '0069_create_search_key_format': m0069,
  '0070_create_monitor_cases': m0070,
  '0071_create_derived_conclusions': m0071,
  '0072_create_screening': m0072,
  '0073_feedback_record': m0073,
  '0074_create_related_parties': m0074,
  '0077_index_condition_bands': m0077,
  '0078_scs_run_data_load': m0078,
  '0079_company_tech_tag_names': m0079,
  '0080_credit_codes_with_company': m0080,
  '0081_search_key_near_indexes': m0081,
  '0082_search_key_format_recorded': m0082,
  '0083_company_tech_tag_spans': m0083,
  '0084_search_key_near_text_only': m0084,
  '0085_search_key_tail_pairs': m0085,
  '0086_search_key_company_number': m0086,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
