import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/**
 * A page section labelled by its centred heading. `band` puts it on the
 * bordered, tinted full-width band with the content in the page container.
 */
export function PageSection({
  id,
  eyebrow,
  title,
  description,
  band,
  children,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  band?: boolean;
  children?: ReactNode;
}) {
  const heading = <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />;
  if (band) {
    return (
      <section aria-labelledby={id} className="border-y bg-card/40">
        <div className="container-page py-16 md:py-20">
          {heading}
          {children}
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="container-page py-16 md:py-20">
      {heading}
      {children}
    </section>
  );
}
