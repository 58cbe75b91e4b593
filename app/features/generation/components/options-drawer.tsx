import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "~/components/ui/sheet";
import { OptionsPanel, type OptionsPanelProps } from "./options-panel";

/** The same panel in a drawer on small screens. */
export function OptionsDrawer({ open, onOpenChange, panel }: { open: boolean; onOpenChange: (open: boolean) => void; panel: OptionsPanelProps }) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-[300px] overflow-y-auto p-0 sm:max-w-[300px]">
        <SheetHeader className="border-b">
          <SheetTitle>Generator Options</SheetTitle>
          <SheetDescription className="sr-only">Prompt, model, aspect ratio and other settings.</SheetDescription>
        </SheetHeader>
        <OptionsPanel {...panel} />
      </SheetContent>
    </Sheet>
  );
}
