// A helper that returns early on a setting the app reads when it runs: its value is the app's.
#import <UserNotifications/UserNotifications.h>

static NSArray *ObjCHelperReturnsEarlyActions(void) {
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"OHRE_OFF"]) { return @[]; } // reported
    return @[[UNNotificationAction actionWithIdentifier:@"OHRE_A" title:@"A" options:UNNotificationActionOptionNone]]; // may report
}

void ObjCHelperReturnsEarlyRegister(void) {
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OHRE" actions:ObjCHelperReturnsEarlyActions() intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
