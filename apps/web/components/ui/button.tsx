"use client";

import { type ButtonHTMLAttributes, type MouseEvent, useState } from "react";

export type ButtonIntent = "primary" | "secondary" | "tertiary";
export type ButtonSize = "large" | "medium" | "small";
export type ButtonDeviation = "soft" | "underlined" | "danger";

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> {
  intent?: ButtonIntent;
  size?: ButtonSize;
  deviation?: ButtonDeviation;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

/** A button in the variants of section 9; it disables itself while an asynchronous click handler runs. */
export function Button({
  intent = "primary",
  size = "medium",
  deviation,
  onClick,
  disabled,
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  const [isBusy, setBusy] = useState(false);
  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    const result = onClick?.(event);
    if (!(result instanceof Promise)) return;
    setBusy(true);
    try {
      await result;
    } finally {
      setBusy(false);
    }
  };
  const classes = [
    "button",
    `button--${intent}`,
    `button--${size}`,
    deviation ? `button--${deviation}` : "",
    className ?? "",
  ];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(" ")}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      onClick={handleClick}
      {...rest}
    />
  );
}
