"use client";

export { PageError as default } from "@/features/page-error/PageError.client";
