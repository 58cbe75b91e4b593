import PanelLeftClose from "lucide-react/icons/panel-left-close";
import { PlainButton } from "~/components/ui/plain-button";
import { deferredComponent } from "~/utils/deferred-component";
import { cn } from "~/utils/misc";
import { OptionsPanel, type OptionsPanelProps } from "./options-panel";

/** The options panel beside the workspace on wide screens; it can be hidden. */
export function OptionsSidebar({ open, onHide, panel }: { open: boolean; onHide: () => void; panel: OptionsPanelProps }) {
  return (
    <aside
      aria-label="Generator options"
      className={cn(
        "bg-background hidden w-[280px] shrink-0 border-r md:block",
        "md:sticky md:top-0 md:h-[calc(100dvh-4rem)] md:overflow-y-auto",
        !open && "md:hidden",
      )}
      data-testid="options-panel"
    >
      <div className="flex items-center justify-between border-b px-4 py-3">
        <h2 className="font-semibold">Generator Options</h2>
        <PlainButton type="button" size="icon" variant="ghost" aria-label="Hide options" onClick={onHide}>
          <PanelLeftClose />
        </PlainButton>
      </div>
      <OptionsPanel {...panel} />
    </aside>
  );
}

// The drawer (Radix Dialog and its focus and scroll locks) loads when it first opens (docs/decisions/021).
const drawer = deferredComponent(() => import("./options-drawer").then((m) => m.OptionsDrawer));

/** Fetches the drawer ahead of a tap on its button; a failed fetch is tried again on open. */
export const preloadOptionsDrawer = () => void drawer.preload().catch(() => undefined);

/** The same panel in a drawer on small screens. */
export function OptionsDrawer(props: { open: boolean; onOpenChange: (open: boolean) => void; panel: OptionsPanelProps }) {
  return <drawer.Loaded wanted={props.open} {...props} />;
}
