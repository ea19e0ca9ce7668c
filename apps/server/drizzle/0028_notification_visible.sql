-- Issue 26 (docs/notifications.md, "Visibility"): may `viewer` see the thing a notification is
-- about? One expression per subject kind, mirroring the rules the subject's own endpoints apply
-- (docs/product-rules.md). It decides both who gets a notification when it is made and which
-- ones a user is still shown when the list is read (a consultant taken off a professional no
-- longer sees that professional's months). An unknown kind or a subject that is gone: false.
CREATE FUNCTION notification_visible(viewer integer, about_kind text, about_id integer)
RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((
    SELECT CASE about_kind
      -- Declaration review: the owner; administrators and beheerders review everyone; a
      -- medewerker the professionals they own (review/service.ts).
      WHEN 'declaration_month' THEN EXISTS (
        SELECT 1 FROM declaration_months m
         WHERE m.id = about_id
           AND (m.user_id = viewer
                OR v.roles && ARRAY['administrator', 'beheerder']
                OR ('medewerker' = ANY (v.roles)
                    AND EXISTS (SELECT 1 FROM user_owners o
                                 WHERE o.professional_id = m.user_id AND o.consultant_id = viewer))))
      -- Assignments: administrators and beheerders all; other staff and professionals their
      -- own and their professionals' (assignments/repository.ts visibleTo).
      WHEN 'assignment' THEN EXISTS (
        SELECT 1 FROM assignments a
         WHERE a.id = about_id
           AND (v.roles && ARRAY['administrator', 'beheerder']
                OR (v.roles && ARRAY['medewerker', 'professional']
                    AND (a.professional_id = viewer
                         OR EXISTS (SELECT 1 FROM user_owners o
                                     WHERE o.professional_id = a.professional_id
                                       AND o.consultant_id = viewer)))))
      -- Mood privacy: the author, the consultants who own them, administrators and beheerders
      -- (seesEveryMoodAnswer; content/post-list-sql.ts visibleTo).
      WHEN 'mood_checkin' THEN EXISTS (
        SELECT 1 FROM mood_checkins c
         WHERE c.post_id = about_id
           AND (c.user_id = viewer
                OR v.roles && ARRAY['administrator', 'beheerder']
                OR EXISTS (SELECT 1 FROM user_owners o
                            WHERE o.professional_id = c.user_id AND o.consultant_id = viewer)))
      -- Content: published, which everyone signed in reads (never a personal moodtracker).
      WHEN 'post' THEN EXISTS (
        SELECT 1 FROM posts p
         WHERE p.id = about_id AND p.status = 'publish' AND p.type <> 'moodtrackers')
      -- Payroll exports: the roles that make and download them (contract payrollAccess).
      WHEN 'payroll_export' THEN EXISTS (
        SELECT 1 FROM payroll_exports e
         WHERE e.id = about_id AND v.roles && ARRAY['administrator', 'beheerder'])
      ELSE false
    END
    FROM users v WHERE v.id = viewer
  ), false)
$$;
