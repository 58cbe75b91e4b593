import { useSite } from "~/utils/user";

/** The operator's announcement (Settings, 'Announcement'), above the nav of every public and signed-in page. No client state: plain markup. */
export function AnnouncementBanner() {
  const { announcement } = useSite();
  if (!announcement) return null;
  return (
    <section aria-label="Announcement" className="bg-primary text-primary-foreground">
      <p className="container-page py-2 text-center text-sm font-medium">{announcement.text}</p>
    </section>
  );
}
