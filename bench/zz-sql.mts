import { DatabaseSync } from 'node:sqlite';
const db = new DatabaseSync('/tmp/big.sqlite');
const org = (db.prepare("select id from organisations where code='DEMO'").get() as any).id;
const start = new Date(Date.now() - 365 * 86400000).toISOString();
const end = new Date(Date.now() + 86400000).toISOString();
const q = (name: string, sql: string, ...args: any[]) => {
  const plan = db.prepare('explain query plan ' + sql).all(...args).map((r: any) => r.detail).join(' | ');
  const t = performance.now();
  const rows = db.prepare(sql).all(...args);
  console.log(name, (performance.now() - t).toFixed(0), 'ms', rows.length, 'rows ::', plan);
};
q('count', `select count(*) from status_stints where organisation_id=? and entered_at>=? and entered_at<? and left_at is not null`, org, start, end);
q('window', `with ranked as (select assignment_type, status_code, hours, row_number() over (partition by assignment_type, status_code order by hours) rn, count(*) over (partition by assignment_type, status_code) n from status_stints where organisation_id=? and entered_at>=? and entered_at<? and left_at is not null) select assignment_type, status_code, max(n), max(case when rn=(n+1)/2 then hours end), max(case when rn=(9*n+9)/10 then hours end) from ranked group by assignment_type, status_code`, org, start, end);
q('histogram', `select assignment_type, status_code, round(hours, 1) h, count(*) from status_stints where organisation_id=? and entered_at>=? and entered_at<? and left_at is not null group by assignment_type, status_code, h`, org, start, end);
q('scan-only', `select assignment_type, status_code, hours from status_stints where organisation_id=? and entered_at>=? and entered_at<? and left_at is not null`, org, start, end);
