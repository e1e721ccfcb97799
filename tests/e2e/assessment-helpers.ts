import { randomBytes, randomUUID } from 'node:crypto';
import { withE2eDatabase } from './helpers.ts';

/** A fresh assessment assignment of the demo organisation, held by the demo assessor: each test has its own. */
export function newAssessment(): string {
  return withE2eDatabase((db) => {
    const id = randomUUID();
    const info = db
      .prepare(
        `INSERT INTO assignments (id, organisation_id, claim_file_id, assignment_no, assignment_type, status_code, is_final,
           assignee_user_id, group_code, guest_key, due_date, is_case_master, created_at, updated_at, version)
         SELECT ?, a.organisation_id, a.claim_file_id, ?, 'assessment', 'in_progress', 0,
           (SELECT id FROM users WHERE username = 'assessor'), a.group_code, ?, a.due_date, 0, a.created_at, a.updated_at, 1
         FROM assignments a JOIN organisations o ON o.id = a.organisation_id
         WHERE o.code = 'DEMO' AND a.assignment_type = 'assessment' AND a.group_code = 'claims-bucharest'
         ORDER BY a.assignment_no LIMIT 1`,
      )
      .run(id, `N${randomBytes(4).toString('hex').toUpperCase()}`, randomBytes(16).toString('hex'));
    if (info.changes !== 1) throw new Error('No demo assessment assignment to copy.');
    return id;
  });
}
