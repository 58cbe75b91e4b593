import type * as React from "react";
import { Link, type LinkProps } from "react-router";

import { buttonVariants, type ButtonVariants } from "./button-variants";

// The button look without Radix Slot, for the root layout and the public pages: their
// JavaScript budget (docs/decisions/021) has no room for `asChild`. Same classes and
// data-slot as <Button>; a link that looks like a button is <ButtonLink>.

type Look = Omit<ButtonVariants, "className">;

function PlainButton({ className, variant, size, ...props }: React.ComponentProps<"button"> & Look) {
  return <button data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}

function ButtonLink({ className, variant, size, ...props }: LinkProps & React.RefAttributes<HTMLAnchorElement> & Look) {
  return <Link data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}

export { ButtonLink, PlainButton };
