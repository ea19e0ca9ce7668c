import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.js';
import { createAssignment } from './assignments.js';
import { createUser } from './users.js';

const ctx = useTestApp();

describe('createAssignment', () => {
  it('makes an assignment with earlier quarters that its professional and consultant open', async () => {
    const db = ctx.database.db;
    const consultant = await createUser(db, { roles: ['medewerker'] });
    const professional = await createUser(db, { ownedBy: [consultant.id] });
    const { id } = await createAssignment(db, {
      professionalId: professional.id,
      status: 'in-progress',
      title: 'Factoryopdracht',
      evaluations: [
        { quarter: '2026-Q2', ontwikkeling: 'Eerder' },
        { quarter: '2026-Q3', ontwikkeling: 'Later' },
      ],
    });
    for (const user of [professional, consultant]) {
      const response = await (await user.signIn(ctx.app)).call(`/wp-json/wp/v2/assignments/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        title: { rendered: 'Factoryopdracht' },
        acf: {
          status: 'in-progress',
          user: { ID: professional.id },
          kwartaal: '2026-Q3',
          user_ontwikkeling: 'Later',
          evaluaties: [{ kwartaal: '2026-Q3' }, { kwartaal: '2026-Q2' }],
        },
      });
    }
  });
});
