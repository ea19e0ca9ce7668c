import { fullName } from '@/shared/format/people';
import { Card } from '@/shared/ui/card';
import { RetryNotice } from '@/shared/ui/retry-notice';
import { Skeleton } from '@/shared/ui/skeleton';
import { useProfile } from '../api/get-profile';
import { AccountSection } from '../components/account-section';
import { GeneralForm } from '../components/general-form';
import { NotificationSection } from '../components/notification-section';
import { PictureSection } from '../components/picture-section';
import { WorkSection } from '../components/work-section';

/**
 * /portal/profiel (SPEC §2 "Profile"): the form and the notifications' e-mail (issue 26) on the
 * left; work, account and picture beside them on a wide screen, below them on a phone.
 */
export function ProfileScreen() {
  const profile = useProfile();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <h1 className="text-2xl font-semibold text-ink">Profiel</h1>
      {profile.isError && !profile.data ? (
        // SPEC §8 shows the error's own message; we say what failed, with a retry (issue 25).
        <RetryNotice query={profile}>Je profiel kon niet worden geladen.</RetryNotice>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <div className="space-y-6">
            {profile.data ? <GeneralForm profile={profile.data} /> : <ProfileSkeleton lines={10} />}
            <NotificationSection />
          </div>
          <div className="space-y-6">
            {profile.data ? (
              <>
                <PictureSection
                  pictureId={profile.data.profile.public_picture?.id ?? null}
                  name={fullName(
                    profile.data.profile.voornaam,
                    profile.data.profile.tussenvoegsel,
                    profile.data.profile.achternaam,
                  )}
                />
                <WorkSection profile={profile.data.profile} />
                <AccountSection email={profile.data.email} />
              </>
            ) : (
              <ProfileSkeleton lines={3} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function ProfileSkeleton({ lines }: { lines: number }) {
  return (
    <Card role="status">
      <span className="sr-only">Profiel laden...</span>
      <Skeleton className="h-6 w-48" />
      <div className="mt-6 space-y-4">
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    </Card>
  );
}
