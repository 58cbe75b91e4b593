import * as React from "react";
import CircleCheckIcon from "lucide-react/icons/circle-check";
import InfoIcon from "lucide-react/icons/info";
import Loader2Icon from "lucide-react/icons/loader-circle";
import OctagonXIcon from "lucide-react/icons/octagon-x";
import TriangleAlertIcon from "lucide-react/icons/triangle-exclamation-point";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * App-wide toast viewport. The site is dark-only, so the theme is fixed
 * (shadcn reads it from next-themes instead).
 */
function Toaster({ ...props }: ToasterProps) {
  return (
    <Sonner
      theme="dark"
      richColors
      closeButton
      position="top-right"
      // On a phone toasts span the width: below the 64 px sticky header, never over it.
      mobileOffset={{ top: 72, left: 8, right: 8 }}
      className="toaster group"
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
